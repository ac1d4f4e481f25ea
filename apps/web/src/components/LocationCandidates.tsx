import { Button, Group } from '@mantine/core';
import type { Place } from '@nprm/contracts';

export interface LocationCandidatesProps {
  /** The typed text the places share ("Springfield"). */
  text: string;
  candidates: readonly Place[];
  onPick: (place: Place) => void;
}

/**
 * The places an ambiguous name could mean ("Springfield": MO, MA, IL, …), as choices: picking one fills the location
 * with it and its coordinates (docs/product.md, F-13, F-14).
 */
export function LocationCandidates({ text, candidates, onPick }: LocationCandidatesProps) {
  return (
    <Group gap="xs" mt={6} role="group" aria-label={`Places named “${text}”`} data-testid="location-candidates">
      {candidates.map((place) => (
        <Button key={`${place.kind}-${place.id}`} size="compact-sm" variant="light" onClick={() => onPick(place)}>
          {place.name}
        </Button>
      ))}
    </Group>
  );
}
