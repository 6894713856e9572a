// Every upload in the editor goes through Decap's media library: at a photo field, and on the
// separate Media page, which passes no field settings and so has no size limit of its own. Before
// Decap sees a chosen file, this checks it with the build's rules (media/uploads.ts), in the same
// words: not larger than a photo may be, a photo the browser can read, and at least as wide as the
// smallest place it can take. The field a photo is chosen for checks its own place's width on saving.
import { clearMessage, showMessage } from "#/admin/message.ts";
import { leastUploadWidth, MAX_PHOTO_BYTES, notAPhoto, photoTooLarge, photoTooSmall } from "#/media/uploads.ts";

/** A chosen file's width as it is seen (after the rotation a phone notes), or undefined when it is no photo. */
const widthOf = (file: Blob) =>
  new Promise<number | undefined>((resolve) => {
    const image = new Image();
    const url = URL.createObjectURL(file);
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image.naturalWidth || undefined);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      resolve(undefined);
    };
    image.src = url;
  });

/** What stops an upload named `name`, in the build's words; undefined when it may go on. */
export async function uploadProblem(file: Blob, name: string): Promise<string | undefined> {
  if (file.size > MAX_PHOTO_BYTES) return `${name}: ${photoTooLarge(file.size)}`;
  const width = await widthOf(file);
  if (!width) return notAPhoto(name);
  const least = leastUploadWidth(name);
  return width < least ? `${name}: ${photoTooSmall(width, least)}` : undefined;
}

/** Marks the change event this guard sends on once the file has passed. */
const PASSED = "klankwijsUploadChecked";

const MESSAGE_ID = "klankwijs-upload-geweigerd";

/**
 * Says why a file was not uploaded, on the page: inside the media library's dialog (so it stays
 * within reach of the keyboard there), at the bottom of the screen, clear of the library's buttons,
 * until the owner closes it or chooses another file.
 */
function showUploadRefusal(input: HTMLInputElement, problem: string) {
  const parent = input.closest<HTMLElement>('[role="dialog"]') ?? input.ownerDocument.body;
  showMessage(MESSAGE_ID, `Niet geüpload. ${problem}`, parent);
}

const clearUploadRefusal = (root: Document = document) => clearMessage(MESSAGE_ID, root);

/**
 * Holds back every file chosen in the editor (a change of a file input, caught before React sees
 * it), checks it, and then either says what is wrong on the page (showUploadRefusal) and forgets
 * the file, or lets the upload go on as if it had just been chosen.
 */
export function guardUploads(root: Document = document) {
  root.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== "file" || !input.files?.length) return;
      if (input.dataset[PASSED]) {
        delete input.dataset[PASSED];
        return;
      }
      event.stopImmediatePropagation();
      clearUploadRefusal(root);
      const file = input.files[0]!;
      void uploadProblem(file, file.name).then((problem) => {
        if (problem) {
          showUploadRefusal(input, problem);
          input.value = "";
          return;
        }
        input.dataset[PASSED] = "yes";
        input.dispatchEvent(new Event("change", { bubbles: true }));
      });
    },
    true,
  );
}
