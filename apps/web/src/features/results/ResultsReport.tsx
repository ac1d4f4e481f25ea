import { Container, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useDocumentTitle } from '@mantine/hooks';
import { antennasText, formatDate, type MountSearchResult } from '@nprm/contracts';
import { AfterFirstPaint } from '../../components/AfterFirstPaint';
import { BrandBar } from '../../components/Brand';
import type { PageReseller } from '../../lib/reseller';
import { BillOfMaterials } from './BillOfMaterials';
import { BlockLayoutDrawing } from './BlockLayoutDrawing';
import { ResultCriteria } from './ResultCriteria';
import { ResultAssumptions } from './ResultAssumptions';
import { usePrintTitle } from './usePrintTitle';
import { ResultCalculations } from './ResultCalculations';
import { ResultHeadline } from './ResultHeadline';
import { ResultNextSteps } from './ResultNextSteps';
import { ReportSummary } from './ReportSummary';
import { ProjectFacts } from './ProjectFacts';
import { ResultForces } from './ResultForces';
import { WhatIfPanel } from './WhatIfPanel';
import { EngineerReview } from './EngineerReview';
import { RequestQuote } from './RequestQuote';
import './report.css';

/**
 * docs/product.md, results: the printed page's title is the company, the antenna make/model, the location and the date.
 */
export function printTitle(result: MountSearchResult): string {
  return [result.customer_company, antennasText(result), result.location ?? '', formatDate(result.created_at)]
    .filter((part) => part.trim() !== '')
    .join(' - ');
}

/**
 * The results page for one saved result (docs/product.md, results): a plain list of its sections, the short summary
 * first and the calculation sheet collapsed behind a control. Printed, report.css puts the summary page first, then
 * the block layout, then the sheet.
 */
export function ResultsReport({ result, reseller }: { result: MountSearchResult; reseller: PageReseller }) {
  useDocumentTitle('Your Ballast Calculator Results');
  usePrintTitle(printTitle(result));
  // After Calculate the page changes under the keyboard and the screen reader: they continue from its heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <div className="no-print">
        <BrandBar reseller={reseller} />
      </div>
      <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }} id="results-page">
        <Stack gap="xl">
          <Title order={1} fz={{ base: 26, sm: 34 }} className="no-print results-heading" ref={heading} tabIndex={-1}>
            Your Ballast Calculator Results
          </Title>
          {/* The answer first (on a phone it is all the first screen holds), then the project it is for. */}
          <ResultHeadline result={result} />
          {/* The answer paints first; the rest of the page follows it (slow phones). */}
          <AfterFirstPaint>
            <ProjectFacts result={result} />
            <ResultForces result={result} />
            <BlockLayoutDrawing result={result} />
            <BillOfMaterials result={result} />
            <ReportSummary result={result} reseller={reseller} />
            <EngineerReview token={result.token} />
            <RequestQuote token={result.token} resellerName={reseller.name || 'the reseller'} />
            <WhatIfPanel
              token={result.token}
              mountName={result.mount.name}
              antennas={result.antennas.length > 1 ? antennasText(result) : null}
            />
            <ResultCriteria result={result} />
            <ResultCalculations result={result} />
            <ResultAssumptions result={result} />
            <ResultNextSteps result={result} />
          </AfterFirstPaint>
        </Stack>
      </Container>
    </>
  );
}
