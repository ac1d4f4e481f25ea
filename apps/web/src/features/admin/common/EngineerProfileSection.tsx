import { useEffect, useState } from 'react';
import { ActionIcon, Button, FileInput, Group, Image, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SEAL_CONTENT_TYPES, type EngineerProfile } from '@nprm/contracts';
import { serverFieldErrors } from '../../../lib/formErrors';
import { notifyDone } from './notify';
import { adminKeys } from './queryKeys';
import { fetchEngineerProfile, saveEngineerProfile, sealObjectUrl, uploadSeal } from './api/reviews';
import { AdminSection } from './AdminSection';

const SEAL_LABEL = 'Seal image (PNG or JPEG, under 2 MB)';

type Licence = { state: string; number: string };

/** The seal as shown here: read with the session's headers into an object URL, freed when it changes. */
function SealPreview({ userId, version }: { userId: number; version: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current: string | null = null;
    let live = true;
    void sealObjectUrl(userId).then((made) => {
      current = made;
      if (live) setUrl(made);
    });
    return () => {
      live = false;
      if (current) URL.revokeObjectURL(current);
    };
  }, [userId, version]);
  return url ? <Image src={url} alt="Current seal" w={96} h={96} fit="contain" data-testid="seal-preview" /> : null;
}

/**
 * The engineer profile of a user (docs/product.md, "Engineer review"): the name printed on approvals, its licences
 * (state and number, several) and its seal (PNG or JPEG under 2 MB, checked by the server; an approval needs it). An engineer edits its
 * own on My Profile; an administrator anyone's on the user's page (an administrator with one is also an engineer).
 */
export function EngineerProfileSection({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const key = adminKeys.engineerProfile(userId);
  const profile = useQuery({ queryKey: key, queryFn: () => fetchEngineerProfile(userId) });
  if (profile.isPending) return null;
  return (
    <ProfileForm
      userId={userId}
      profile={profile.data ?? null}
      onSaved={(saved) => queryClient.setQueryData(key, saved)}
    />
  );
}

function ProfileForm({
  userId,
  profile,
  onSaved,
}: {
  userId: number;
  profile: EngineerProfile | null;
  onSaved: (profile: EngineerProfile) => void;
}) {
  const [name, setName] = useState(profile?.name ?? '');
  const [licences, setLicences] = useState<Licence[]>(profile?.licences ?? [{ state: '', number: '' }]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A refusal that names no field (403, a lost connection), said under the form.
  const [failure, setFailure] = useState<string | null>(null);
  const fail = (error: unknown) => {
    const fields = serverFieldErrors(error);
    setErrors(fields);
    setFailure(Object.keys(fields).length === 0 ? (error as Error).message : null);
  };
  const [seal, setSeal] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    try {
      onSaved(await saveEngineerProfile(userId, { name, licences }));
      setErrors({});
      setFailure(null);
      notifyDone('Engineer profile saved');
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }
  async function upload() {
    if (!seal) return;
    setBusy(true);
    try {
      onSaved(await uploadSeal(userId, seal));
      setErrors({});
      setFailure(null);
      setSeal(null);
      notifyDone('Seal saved');
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }
  const setLicence = (index: number, field: keyof Licence, value: string) =>
    setLicences(licences.map((licence, at) => (at === index ? { ...licence, [field]: value } : licence)));
  const licenceError = Object.entries(errors)
    .filter(([field]) => field.startsWith('licences'))
    .map(([, message]) => message)[0];

  return (
    <AdminSection
      title="Engineer Profile"
      gap="sm"
      description="Printed on the reports you approve: “Reviewed and approved by NAME, P.E. (STATE No. NUMBER), DATE”."
    >
      <TextInput
        label="Name"
        withAsterisk
        value={name}
        error={errors.name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      {licences.map((licence, index) => (
        <Group key={index} gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            label={`Licence ${index + 1} state`}
            value={licence.state}
            maxLength={2}
            w={120}
            onChange={(e) => setLicence(index, 'state', e.currentTarget.value)}
          />
          <TextInput
            label={`Licence ${index + 1} number`}
            value={licence.number}
            style={{ flex: '1 1 160px' }}
            onChange={(e) => setLicence(index, 'number', e.currentTarget.value)}
          />
          {licences.length > 1 && (
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={`Remove licence ${index + 1}`}
              onClick={() => setLicences(licences.filter((_, at) => at !== index))}
            >
              ×
            </ActionIcon>
          )}
        </Group>
      ))}
      {licenceError && (
        <Text c="red.8" size="sm" role="alert">
          {licenceError}
        </Text>
      )}
      <Group gap="sm">
        <Button variant="default" onClick={() => setLicences([...licences, { state: '', number: '' }])}>
          Add licence
        </Button>
        <Button loading={busy} onClick={() => void save()}>
          Save profile
        </Button>
      </Group>
      {failure && (
        <Text c="red.8" size="sm" role="alert">
          {failure}
        </Text>
      )}
      {profile && (
        <Group gap="md" align="flex-end" wrap="wrap">
          {profile.seal_url && <SealPreview userId={userId} version={profile.updated_at} />}
          <FileInput
            label={SEAL_LABEL}
            description={profile.seal_url ? undefined : 'No seal yet: an approval needs one.'}
            accept={SEAL_CONTENT_TYPES.join(',')}
            value={seal}
            onChange={setSeal}
            error={errors.seal}
            clearable
            style={{ flex: '1 1 240px' }}
          />
          <Button variant="default" disabled={!seal} loading={busy} onClick={() => void upload()}>
            Upload seal
          </Button>
        </Group>
      )}
    </AdminSection>
  );
}
