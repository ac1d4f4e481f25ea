/**
 * Several antennas on one mount (docs/api.md, "Mount search"): the search's antenna lines and the figures a result
 * lists for each. `antenna` (required, as the specification has it) alone is the one line; `antennas` lists up to
 * ANTENNA_LINES_MAX lines, every one, the first being `antenna`'s.
 */
import { z } from 'zod';
import { formatNumber } from '@nprm/calc/number-format';
import { NOT_A_NUMBER, numberField, recordId } from './fields.js';
import { ANTENNA_LINES_MAX, listWords } from './wording.js';

export { ANTENNA_LINES_MAX };
export const TOO_MANY_ANTENNAS = `is one antenna too many: at most ${ANTENNA_LINES_MAX} on one mount`;
export const NOT_THE_FIRST_LINE = "must be the first line's antenna when antennas are listed";

/** One antenna line of a search: an antenna and, optionally, its own height. */
export const antennaLine = z.object({
  antenna: recordId.describe('An active antenna the reseller offers, with a wind area.'),
  additional_height_to_centerline: numberField(z.number({ error: NOT_A_NUMBER }).optional()).describe(
    "Feet above (negative: below) the mount's antenna centerline; not given: the antenna's own value. It must " +
      "lie within the candidate mounts' mast length (a 422 on this line otherwise).",
  ),
});
export type AntennaLine = z.infer<typeof antennaLine>;

/** The request's `antennas` field: a list, its length checked with the rest of the request (antennaLinesRule). */
export const antennaLinesField = z
  .array(antennaLine)
  .optional()
  .describe(
    `Up to ${ANTENNA_LINES_MAX} antennas on the one mount, each at its own height; the first line's antenna must ` +
      'be `antenna` (not sent, `antenna` is the one line). Each line is on the sheet with its own q_z, force and arm; the sums ' +
      "meet the mount's ratings. A repeated antenna at the same height is a 422 on that line.",
  );

/** What the rule reads of a request. */
interface WithAntennaLines {
  antenna: number;
  antennas?: AntennaLine[] | undefined;
}

/**
 * With `antennas`, `antenna` (when sent) is the first line's; a line beyond the sixth is a 422 on that line's
 * antenna (`antennas.6.antenna`).
 */
export function antennaLinesRule(request: WithAntennaLines, ctx: z.RefinementCtx): void {
  const lines = request.antennas;
  if (lines === undefined || lines.length === 0) return;
  if (request.antenna !== lines[0]!.antenna) {
    ctx.addIssue({ code: 'custom', path: ['antenna'], message: NOT_THE_FIRST_LINE });
  }
  for (let index = ANTENNA_LINES_MAX; index < lines.length; index++) {
    ctx.addIssue({ code: 'custom', path: ['antennas', index, 'antenna'], message: TOO_MANY_ANTENNAS });
  }
}

/** A parsed request's antenna lines: `antennas`, or `antenna` as the one line. */
export function antennaLines(request: WithAntennaLines): AntennaLine[] {
  if (request.antennas !== undefined && request.antennas.length > 0) return request.antennas;
  return [{ antenna: request.antenna, additional_height_to_centerline: undefined }];
}

/** One antenna of a result with its own figures (the sheet's rows of its line, rounded as the API rounds them). */
export const resultAntenna = z.object({
  id: z.number().int(),
  make: z.string(),
  model: z.string(),
  additional_height_to_centerline: z.number().describe("Δa (ft): given on the line, else the antenna's own."),
  height: z.number().describe('z = h_b + y_a, the centerline above ground (ft).'),
  kz: z.number().describe('K_z at z.'),
  qz: z.number().describe('q_z at z (psf).'),
  epa: z.number().describe("The antenna's EPA (ft²)."),
  force: z.number().describe('F = q_z·GCr·A (lb).'),
  lever_arm: z.number().describe('y_a = max(H + Δa, 0), its arm above the roof (ft).'),
  moment: z.number().describe('F·y_a (ft·lb).'),
  weight: z.number().describe('W_a (lb).'),
});
export type ResultAntenna = z.infer<typeof resultAntenna>;

/** What the wording below reads of a result. */
type ResultAntennas = { antenna: { make: string; model: string }; antennas: readonly ResultAntenna[] };

/** A height as people read it on a mast: "+2 ft", "-1.5 ft", "0 ft". */
const signedFeet = (feet: number) => `${feet > 0 ? '+' : ''}${formatNumber(feet, 2)} ft`;

/**
 * The antennas of a result as people read them, one per line of the search: "Make Model"; with several, each with
 * its height on the mast ("Make Model at +2 ft"), so the same antenna twice reads as two. Results stored without
 * their lines: the antenna.
 */
export function antennaNames(result: ResultAntennas): string[] {
  if (result.antennas.length <= 1) return [`${result.antenna.make} ${result.antenna.model}`];
  return result.antennas.map(
    (line) => `${line.make} ${line.model} at ${signedFeet(line.additional_height_to_centerline)}`,
  );
}

/** The antennas of a result in one phrase: "Make Model", or "A at +0 ft, B at +2 ft and C at -1 ft". */
export function antennasText(result: ResultAntennas): string {
  return listWords(antennaNames(result));
}

/** One antenna's wind as page 1, the results page and the e-mail print it: "q_z 30.1 psf, F 45.2 lb at 5 ft". */
export function antennaWindText(line: ResultAntenna): string {
  return (
    `q_z ${formatNumber(line.qz, 2)} psf, F ${formatNumber(line.force, 1)} lb at an arm of ` +
    `${formatNumber(line.lever_arm, 2)} ft`
  );
}
