/**
 * What `npm run edit` (server/serve.ts --local-editing) says when its address is taken: most often by
 * the editor the owner started before, in another window (the guide has her run `npm run edit` again
 * to see her changes; that run's build is served by the first server at once). In Dutch, with the
 * address to open, instead of Node's 'address already in use'.
 */
import { request } from "node:http";

/** Whether a web server answers at the address (the earlier `npm run edit`), within a second. */
export function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = request({ host, port, path: "/admin/", method: "HEAD", timeout: 1_000 }, (response) => {
      response.resume();
      resolve(true);
    });
    probe.on("timeout", () => probe.destroy());
    probe.on("error", () => resolve(false));
    probe.end();
  });
}

/** The Dutch lines for a taken address: the running editor's, or another program's. */
export function addressTakenMessage(host: string, port: number, running: boolean): string {
  const site = `http://${host}:${port}`;
  if (running)
    return [
      `De beheeromgeving draait al, in een ander venster: open ${site}/admin/ in uw browser (de site zelf staat op ${site}/).`,
      "De site is net opnieuw gebouwd; ververs de pagina in uw browser om uw wijzigingen te zien. Een tweede keer starten is niet nodig.",
    ].join("\n");
  return [
    `Op ${site} draait al een ander programma, dus de beheeromgeving kan daar niet starten.`,
    `Sluit dat programma, of start de beheeromgeving op een andere poort: PORT=${port + 1} npm run edit (en open dan http://${host}:${port + 1}/admin/).`,
  ].join("\n");
}
