import { spawnSync } from "node:child_process";
import { cpSync, existsSync, symlinkSync } from "node:fs";
import { join } from "node:path";

/**
 * Copies the project as it stands (tracked and new files, not what git ignores) into `work`, with
 * the installed packages linked and the pictures already made copied in, so a build there does only
 * the work of the change made to the copy. `skip` leaves out files by their path in the project.
 */
export function copyProject(root: string, work: string, skip: (file: string) => boolean = () => false) {
  const listed = spawnSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: root });
  for (const file of listed.stdout.toString().split("\0").filter(Boolean)) {
    if (skip(file) || !existsSync(join(root, file))) continue; // skipped, or deleted in the working tree
    cpSync(join(root, file), join(work, file), { recursive: true });
  }
  symlinkSync(join(root, "node_modules"), join(work, "node_modules"), "dir");
  if (existsSync(join(root, "public", "media")))
    cpSync(join(root, "public", "media"), join(work, "public", "media"), { recursive: true });
}
