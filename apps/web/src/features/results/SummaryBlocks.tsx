import { Anchor, Text } from '@mantine/core';
import type { MountSearchResult } from '@nprm/contracts';
import { windExposureLabel } from '@nprm/calc/exposure';
import { antennaLabel } from '../../lib/catalog';
import { formatOneDecimal, formatWhole } from '../../lib/format';
import {
  antennaNames,
  antennaWindText,
  blocksText,
  coordinatesText,
  governingLabel,
  optionsUsed,
  perTrayText,
  siteText,
  utilisationPercent,
  windSpeedWords,
  codeBasisText,
  PLANNING_ONLY_TITLE,
} from '@nprm/contracts';

/** One block of the summary: a small heading over label–value pairs. */
function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="report-block">
      <h3 className="report-block-title">{title}</h3>
      <dl className="report-facts">{children}</dl>
    </div>
  );
}

function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </>
  );
}

/** Site (docs/product.md, R-44): place, coordinates, wind speed with its source and basis, exposure, height, roof. */
export function SiteBlock({ result }: { result: MountSearchResult }) {
  const coordinates = coordinatesText(result.location_latitude, result.location_longitude);
  return (
    <Block title="Site">
      <Fact label="Code basis" testId="report-code-basis">
        {codeBasisText(result.code_basis)}
      </Fact>
      <Fact label="Place">{siteText(result)}</Fact>
      {coordinates && <Fact label="Coordinates">{coordinates}</Fact>}
      <Fact label="Wind speed" testId="report-wind-speed">
        {formatWhole(result.wind_speed)} mph, {windSpeedWords(result)}
        {result.wind_speed_approximate ? ' (approximate)' : ''}
        {result.wind_speed_source === 'given' && (
          <span className="report-detail" data-testid="report-wind-citation">
            Cited: {result.wind_speed_citation ?? 'source not given'}
          </span>
        )}
        {result.wind_speed_note && <span className="report-detail">Source: {result.wind_speed_note}</span>}
        {result.wind_speed_basis && <span className="report-detail">Basis: {result.wind_speed_basis}</span>}
      </Fact>
      <Fact label="Exposure">{windExposureLabel(result.wind_exposure)}</Fact>
      <Fact label="Building height">{formatWhole(result.building_height)} ft</Fact>
      <Fact label="Roof type">{result.roof_type.name}</Fact>
      <Fact label="Ridge mount">{result.ridge_mount ? 'Yes (peak roof)' : 'No'}</Fact>
    </Block>
  );
}

/** Equipment (R-45): the antenna, the mount and its part number, and the assembly instructions' address. */
export function EquipmentBlock({ result }: { result: MountSearchResult }) {
  const { mount } = result;
  return (
    <Block title="Equipment">
      {result.antennas.length > 1 ? (
        <Fact label="Antennas" testId="report-antennas">
          {antennaNames(result).map((name, index) => (
            <Text key={index} size="sm" component="span" display="block">
              {name}: {antennaWindText(result.antennas[index]!)}
            </Text>
          ))}
        </Fact>
      ) : (
        <Fact label="Antenna">{antennaLabel(result.antenna)}</Fact>
      )}
      <Fact label="Mount">{mount.name}</Fact>
      <Fact label="Part number" testId="report-part-number">
        {mount.part_number}
      </Fact>
      {mount.assembly_instructions_url && (
        <Fact label="Assembly">
          <Anchor
            href={mount.assembly_instructions_url}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            className="shows-address"
          >
            {mount.assembly_instructions_url}
          </Anchor>
        </Fact>
      )}
    </Block>
  );
}

/** Results: ballast, blocks, governing case, roof load against the allowable with its utilisation, dead load. */
export function ResultsBlock({ result }: { result: MountSearchResult }) {
  const blocks = blocksText(result, true);
  const perTray = perTrayText(result);
  const utilisation = utilisationPercent(result.roof_load, result.mount.max_roof_load);
  return (
    <Block title="Results">
      <Fact label="Ballast" testId="report-ballast">
        <strong>{formatWhole(result.ballast_weight)} lb</strong>
      </Fact>
      {blocks && (
        <Fact label="Blocks" testId="report-blocks">
          {blocks}
          {perTray ? `; ${perTray}` : ''}
        </Fact>
      )}
      <Fact label="Governing case">{governingLabel(result.governing)}</Fact>
      <Fact label="Roof load" testId="report-roof-load">
        <strong>{formatOneDecimal(result.roof_load)} psf</strong> of {formatOneDecimal(result.mount.max_roof_load)} psf
        allowable{utilisation === null ? '' : ` (${utilisation} % used)`}
      </Fact>
      {Number.isFinite(result.total_dead_load) && result.total_dead_load > 0 && (
        <Fact label="Total dead load" testId="report-dead-load">
          {formatWhole(result.total_dead_load)} lb
        </Fact>
      )}
    </Block>
  );
}

/** Code basis: the standard, the options the calculation used and the engine's version. */
export function CodeBasisBlock({ result }: { result: MountSearchResult }) {
  const options = optionsUsed(result.calculation_steps);
  return (
    <Block title="Code basis">
      <Fact label="Standard">
        {result.code_basis.edition}, Risk Category {result.code_basis.risk_category} basic wind speed
      </Fact>
      {result.code_basis.adopted_code && (
        <Fact label="Adopted code" testId="report-adopted-code">
          {result.code_basis.adopted_code.name} ({result.code_basis.adopted_code.state}
          {result.code_basis.adopted_code.effective ? `, effective ${result.code_basis.adopted_code.effective}` : ''})
        </Fact>
      )}
      {result.code_basis.edition !== 'ASCE 7-10' && (
        <Fact label="Ground elevation" testId="report-ground-elevation">
          {result.ground_elevation === null
            ? 'not given (K_e taken as 1.0)'
            : `${formatWhole(result.ground_elevation)} ft above sea level (K_e on the sheet)`}
        </Fact>
      )}
      {options && (
        <Fact label="Options" testId="report-options">
          {options}
        </Fact>
      )}
      <Fact label="Engine">version {result.engine_version}</Fact>
    </Block>
  );
}

/**
 * What the result may be used for, first on the summary: "Planning estimate: not for permit" with each reason, and
 * the seismic statement (the Chapter 13 verdict, or that seismic was not checked where it is required).
 */
export function StandingBlock({ result }: { result: MountSearchResult }) {
  const { seismic } = result;
  const seismicFlag = seismic.applies === true || (!seismic.checked && seismic.required_here);
  // "Seismic not checked: required here" is one of the planning reasons: said once, there.
  const saidAbove = result.planning_only && result.planning_reasons.some((reason) => reason.text === seismic.statement);
  return (
    <>
      {result.planning_only && (
        <div className="report-standing report-planning" role="note" data-testid="report-planning">
          <strong>{PLANNING_ONLY_TITLE}</strong>
          <ul>
            {result.planning_reasons.map((reason) => (
              <li key={reason.code}>{reason.text}</li>
            ))}
          </ul>
        </div>
      )}
      {!saidAbove && (
        <p
          className={seismicFlag ? 'report-standing report-seismic-flag' : 'report-seismic'}
          data-testid="report-seismic"
        >
          <strong>Seismic: </strong>
          {seismic.statement}
          {seismic.source && <span className="report-detail">Values from: {seismic.source}</span>}
        </p>
      )}
    </>
  );
}

/** Assumptions and limits, as at search time, in the summary's small print. */
export function AssumptionsBlock({ result }: { result: MountSearchResult }) {
  if (result.assumptions.length === 0) return null;
  return (
    <div className="report-block report-assumptions">
      <h3 className="report-block-title">Assumptions and limits</h3>
      <ul>
        {result.assumptions.map((assumption) => (
          <li key={assumption.code}>{assumption.text}</li>
        ))}
      </ul>
    </div>
  );
}

/** The reviewer's box: name, signature and date lines for the engineer or official who checks the report. */
export function ReviewerBox() {
  return (
    <div className="report-reviewer" aria-label="Reviewer" role="group">
      <Text className="report-block-title" component="h3">
        Reviewed by
      </Text>
      {['Name', 'Signature', 'Date'].map((line) => (
        <div key={line} className="report-sign-line">
          <span>{line}</span>
        </div>
      ))}
    </div>
  );
}
