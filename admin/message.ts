// The editor's own messages to the owner (a refused publication, a refused upload): one line and a
// 'Sluiten' button at the bottom of the screen, in the admin page's style (`.klankwijs-melding`,
// scripts/lib/admin-page.ts), announced as an alert.

/** Shows the message `id` with `text` in `parent`, in place of an earlier one with that id. */
export function showMessage(id: string, text: string, parent: HTMLElement) {
  const root = parent.ownerDocument;
  clearMessage(id, root);
  const message = root.createElement("div");
  message.id = id;
  message.className = "klankwijs-melding";
  message.setAttribute("role", "alert");
  const line = root.createElement("p");
  line.textContent = text;
  const close = root.createElement("button");
  close.type = "button";
  close.textContent = "Sluiten";
  close.addEventListener("click", () => clearMessage(id, root));
  message.append(line, close);
  parent.append(message);
}

export function clearMessage(id: string, root: Document = document) {
  root.getElementById(id)?.remove();
}
