import { useState } from 'react';
import { Box, Button, Card, Center, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { isWebUrl } from '@nprm/contracts';

/** One image entry as the form keeps it; removed saved images stay (flagged) so they are sent with _destroy. */
export interface ImageEntry {
  key: string;
  id?: number;
  image_url: string;
  _destroy: boolean;
}

export function newImageEntry(image?: { id: number; image_url: string }): ImageEntry {
  return { key: randomId(), id: image?.id, image_url: image?.image_url ?? '', _destroy: false };
}

/** The preview shows the URL as an image source only (never as HTML), and only a URL the server would accept. */
function ImagePreview({ url, label }: { url: string; label: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const trimmed = url.trim();
  const usable = trimmed !== '' && isWebUrl(trimmed) && failedUrl !== trimmed;
  return (
    <Box w={96} h={72} bg="gray.1" style={{ flexShrink: 0, borderRadius: 4, overflow: 'hidden' }}>
      {usable ? (
        <Image src={trimmed} alt={label} w={96} h={72} fit="contain" onError={() => setFailedUrl(trimmed)} />
      ) : (
        <Center h="100%">
          <Text size="xs" c="dimmed" ta="center">
            No preview
          </Text>
        </Center>
      )}
    </Box>
  );
}

interface MountImagesFieldProps<V extends { mount_images: ImageEntry[] }> {
  form: UseFormReturnType<V>;
}

/**
 * docs/product.md, entities and validation: the mount's images by URL; add, remove (sent flagged _destroy), every kept
 * entry needs a url.
 */
export function MountImagesField<V extends { mount_images: ImageEntry[] }>({ form }: MountImagesFieldProps<V>) {
  const entries = form.getValues().mount_images;
  const visible = entries.map((entry, index) => ({ entry, index })).filter(({ entry }) => !entry._destroy);
  // Mantine's form paths are typed loosely for nested lists.
  const listForm = form as unknown as UseFormReturnType<{ mount_images: ImageEntry[] }>;

  function remove(index: number) {
    const entry = entries[index];
    if (entry?.id !== undefined) listForm.setFieldValue(`mount_images.${index}._destroy`, true);
    else listForm.removeListItem('mount_images', index);
  }

  return (
    <Stack gap="xs" role="group" aria-labelledby="mount-images-label">
      <Text id="mount-images-label" fw={500} size="sm">
        Mount Images
      </Text>
      {visible.length === 0 ? (
        <Text size="sm" c="dimmed">
          No images.
        </Text>
      ) : null}
      {visible.map(({ entry, index }, position) => (
        <Card key={entry.key} withBorder padding="xs">
          {/* On a phone the URL takes a line of its own, wide enough for its one-line error (docs/product.md). */}
          <Group align="flex-start" wrap="wrap">
            <ImagePreview url={entry.image_url} label={`Image ${position + 1} preview`} />
            <TextInput
              style={{ flex: '1 1 220px' }}
              label={`Image ${position + 1} Url`}
              withAsterisk
              {...listForm.getInputProps(`mount_images.${index}.image_url`)}
              key={listForm.key(`mount_images.${index}.image_url`)}
            />
            <Button
              variant="subtle"
              color="red.9"
              mt={24}
              onClick={() => remove(index)}
              aria-label={`Remove image ${position + 1}`}
            >
              Remove
            </Button>
          </Group>
        </Card>
      ))}
      <Group>
        <Button variant="light" onClick={() => listForm.insertListItem('mount_images', newImageEntry())}>
          Add Image
        </Button>
      </Group>
    </Stack>
  );
}
