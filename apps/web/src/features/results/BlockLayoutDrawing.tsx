import { List, Text, Title } from '@mantine/core';
import { blockLayoutNotDrawn, blockLayoutScene, type Label, type MountSearchResult } from '@nprm/contracts';
import { useId } from 'react';
import './block-layout.css';

/**
 * The drawing's own units: the SVG scales to its column, and on a 390 px phone (about 330 px of column) a 14-unit
 * label still shows at 13 px or more.
 */
const BOX = { width: 340, maxPlanHeight: 260, fontSize: 14 };

/**
 * "Block layout" (docs/product.md, results): the ballast plan of the chosen mount from contracts' blockLayoutScene,
 * the same scene the report draws, as an SVG with a title and a one-sentence description for screen readers, a
 * scale bar, each block's position and layer, and what is and is not to scale under it. A plan that cannot be
 * drawn says so, never an empty square.
 */
export function BlockLayoutDrawing({ result }: { result: MountSearchResult }) {
  const id = useId();
  const scene = blockLayoutScene(result, BOX);
  const heading = (
    <Title order={2} size="h3" id={`${id}-heading`} mb={4}>
      Block layout
    </Title>
  );
  if (!scene) {
    return (
      <section aria-labelledby={`${id}-heading`} className="results-block-layout" data-testid="block-layout">
        {heading}
        <Text size="sm">{blockLayoutNotDrawn(result)}</Text>
      </section>
    );
  }
  const { footprint: plan, wind, scaleBar } = scene;
  return (
    <section aria-labelledby={`${id}-heading`} className="results-block-layout" data-testid="block-layout">
      {heading}
      <Text size="sm" mb="xs">
        Where the {result.ballast_blocks.count === 1 ? 'block goes' : 'blocks go'} on the {result.mount.name}, seen from
        above.
      </Text>
      <svg
        className="block-layout-svg"
        viewBox={`0 0 ${scene.width} ${scene.height}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        fontSize={BOX.fontSize}
      >
        <title id={`${id}-title`}>Block layout of the {result.mount.name}</title>
        <desc id={`${id}-desc`}>{scene.summary}</desc>
        <defs>
          <marker id={`${id}-arrow`} markerWidth="8" markerHeight="8" refX="6" refY="4" orient="auto">
            <path d="M0,0 L8,4 L0,8 z" className="layout-wind" />
          </marker>
        </defs>
        <rect x={plan.x} y={plan.y} width={plan.width} height={plan.height} className="layout-footprint" />
        {scene.feet.map((foot, index) => (
          <rect key={index} {...foot} className="layout-foot" />
        ))}
        {scene.ridge && (
          <g data-testid="layout-ridge">
            <line {...scene.ridge.line} className="layout-ridge" />
            <SceneText at={scene.ridge.label} anchor="start" bold />
          </g>
        )}
        {scene.trays.map((tray, index) => (
          <g key={index} data-testid="layout-tray" data-blocks={tray.blocks}>
            <rect {...tray.rect} className="layout-tray" />
            {tray.spots.map((spot) => (
              <g key={spot.number} data-testid="layout-block" data-layers={spot.layers}>
                <rect {...spot.rect} className="layout-block" />
                {spot.rect.width >= BOX.fontSize * 1.6 && spot.rect.height >= BOX.fontSize && (
                  <text
                    x={spot.rect.x + spot.rect.width / 2}
                    y={spot.rect.y + spot.rect.height / 2 + BOX.fontSize / 3}
                    textAnchor="middle"
                    fontSize={BOX.fontSize * 0.8}
                    className="layout-text"
                  >
                    {spot.layers > 1 ? `${spot.number}×${spot.layers}` : spot.number}
                  </text>
                )}
              </g>
            ))}
            <SceneText at={tray.label} anchor="start" bold />
          </g>
        ))}
        <circle cx={scene.mast.cx} cy={scene.mast.cy} r={scene.mast.r} className="layout-mast" />
        <SceneText at={scene.mast.label} anchor="start" />
        {scene.total && <SceneText at={scene.total} anchor="middle" bold />}
        {scene.dimensions.map(({ line, label }, index) => (
          <g key={index}>
            <line {...line} className="layout-dimension" />
            <SceneText at={label} anchor={line.x1 === line.x2 ? 'start' : 'middle'} />
          </g>
        ))}
        <line {...scaleBar.line} className="layout-scale-bar" />
        <SceneText at={scaleBar.label} anchor="start" />
        <line {...wind.line} className="layout-wind-line" markerEnd={`url(#${id}-arrow)`} />
        <SceneText at={wind.label} anchor="end" bold />
      </svg>
      <List size="sm" mt="xs" spacing={2} data-testid="block-layout-positions">
        {scene.positions.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      <List size="sm" mt="xs" spacing={2} data-testid="block-layout-notes">
        {scene.notes.map((note) => (
          <List.Item key={note}>{note}</List.Item>
        ))}
      </List>
    </section>
  );
}

function SceneText({ at, anchor, bold }: { at: Label; anchor: 'start' | 'middle' | 'end'; bold?: boolean }) {
  return (
    <text x={at.x} y={at.y} textAnchor={anchor} fontWeight={bold ? 700 : 400} className="layout-text">
      {at.text}
    </text>
  );
}
