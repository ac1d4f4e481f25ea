import { List, Text, Title } from '@mantine/core';
import type { MountSearchResult } from '@nprm/contracts';
import { blocksText, perTrayText } from '@nprm/contracts';

/** The reminder to weigh the blocks, from the result's own assumptions (docs/engineering.md, "Assumptions and limits"). */
const WEIGH_BLOCKS = 'weigh_blocks';

/**
 * Under the ballast figure: the blocks by type and per tray (docs/product.md, results), e.g. "41 blocks of 30 lb
 * (Solid concrete block 4" × 8" × 16") · 11 per tray in 4 trays".
 */
export function BallastBlocks({ result }: { result: MountSearchResult }) {
  const blocks = blocksText(result);
  if (blocks === null) return null;
  const perTray = perTrayText(result);
  return (
    <>
      <span data-testid="ballast-blocks">{blocks}</span>
      {perTray && (
        <span data-testid="blocks-per-tray">
          {' · '}
          {perTray}
        </span>
      )}
      {' · '}
    </>
  );
}

/** The reminder printed with every result: weigh the blocks on site. */
export function WeighBlocksReminder({ result }: { result: MountSearchResult }) {
  const reminder = result.assumptions.find((assumption) => assumption.code === WEIGH_BLOCKS);
  if (!reminder) return null;
  return (
    <Text size="sm" fw={600} data-testid="weigh-blocks">
      {reminder.text}
    </Text>
  );
}

/** "Assumptions and limits": what the calculation assumes and leaves out, as at search time. */
export function ResultAssumptions({ result }: { result: MountSearchResult }) {
  if (result.assumptions.length === 0) return null;
  return (
    <section aria-labelledby="assumptions-heading" className="results-assumptions">
      <Title order={2} size="h3" id="assumptions-heading" mb="sm">
        Assumptions and limits
      </Title>
      <List size="sm" spacing={4}>
        {result.assumptions.map((assumption) => (
          <List.Item key={assumption.code}>{assumption.text}</List.Item>
        ))}
      </List>
    </section>
  );
}
