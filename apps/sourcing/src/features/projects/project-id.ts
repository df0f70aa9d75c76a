/**
 * The project id of `/sourcing/project/:projectId`. The spec: the id must parse as an integer,
 * otherwise the user is sent to /home. Only plain positive whole numbers count ("12"); "12abc",
 * "1.5", "0", "-3", " 7" and numbers beyond the safe range are not project ids.
 */
export function parseProjectId(raw: string | undefined | null): number | null {
  if (!raw || !/^[1-9]\d*$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
