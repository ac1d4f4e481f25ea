import { ActionIcon, Box, Group, UnstyledButton } from '@mantine/core';
import { useRef, useState } from 'react';

/** docs/product.md, constants: the results carousel shows one slide and moves in 500 ms. */
export const SLIDE_TRANSITION_MS = 500;

export interface Slide {
  key: string | number;
  src: string;
  alt: string;
}

/**
 * One slide at a time, sliding in 500 ms; previous/next buttons, dots, arrow keys and swipe. Printing shows the
 * current slide only.
 */
export function SlideCarousel({ slides, height = 320 }: { slides: Slide[]; height?: number }) {
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const count = slides.length;
  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <Box
      className="slide-carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label="Mount images"
      tabIndex={count > 1 ? 0 : undefined}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(current - 1);
        if (event.key === 'ArrowRight') go(current + 1);
      }}
      onPointerDown={(event) => {
        swipeStart.current = event.clientX;
      }}
      onPointerUp={(event) => {
        if (swipeStart.current === null) return;
        const distance = event.clientX - swipeStart.current;
        swipeStart.current = null;
        if (Math.abs(distance) > 40) go(current + (distance < 0 ? 1 : -1));
      }}
      style={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 'var(--mantine-radius-md)',
        touchAction: 'pan-y',
      }}
      bg="gray.0"
    >
      <Box
        className="slide-carousel-track"
        style={{
          display: 'flex',
          transform: `translateX(-${current * 100}%)`,
          transition: `transform ${SLIDE_TRANSITION_MS}ms ease`,
        }}
      >
        {slides.map((slide, slideIndex) => (
          <Box
            key={slide.key}
            role="group"
            aria-roledescription="slide"
            aria-label={`${slideIndex + 1} of ${count}`}
            aria-hidden={slideIndex !== current}
            data-active={slideIndex === current || undefined}
            className="slide-carousel-slide"
            style={{ flex: '0 0 100%', height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
            p="md"
          >
            <img
              src={slide.src}
              alt={slide.alt}
              style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
              draggable={false}
            />
          </Box>
        ))}
      </Box>
      {count > 1 && (
        <>
          <ActionIcon
            className="no-print"
            variant="white"
            radius="xl"
            size="lg"
            aria-label="Previous image"
            onClick={() => go(current - 1)}
            style={{
              position: 'absolute',
              top: '50%',
              left: 8,
              transform: 'translateY(-50%)',
              boxShadow: 'var(--mantine-shadow-sm)',
            }}
          >
            ‹
          </ActionIcon>
          <ActionIcon
            className="no-print"
            variant="white"
            radius="xl"
            size="lg"
            aria-label="Next image"
            onClick={() => go(current + 1)}
            style={{
              position: 'absolute',
              top: '50%',
              right: 8,
              transform: 'translateY(-50%)',
              boxShadow: 'var(--mantine-shadow-sm)',
            }}
          >
            ›
          </ActionIcon>
          <Group
            className="no-print"
            gap={6}
            justify="center"
            style={{ position: 'absolute', bottom: 8, left: 0, right: 0 }}
          >
            {slides.map((slide, slideIndex) => (
              <UnstyledButton
                key={slide.key}
                aria-label={`Show image ${slideIndex + 1}`}
                aria-current={slideIndex === current || undefined}
                onClick={() => go(slideIndex)}
                style={{
                  width: slideIndex === current ? 20 : 8,
                  height: 8,
                  borderRadius: 4,
                  background:
                    slideIndex === current ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-4)',
                  transition: `width ${SLIDE_TRANSITION_MS}ms ease`,
                }}
              />
            ))}
          </Group>
        </>
      )}
    </Box>
  );
}
