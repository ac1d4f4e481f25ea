import { Alert, Button, Group, Loader, NumberInput, Paper, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  engineeringSettingsUpdateRequest,
  GCR_POLICY_CHOICES,
  LOAD_COMBINATION_CHOICES,
  type BlockType,
  type EngineeringSettings,
  type EngineeringSettingsPreview,
} from '@nprm/contracts';
import { useEffect, useState } from 'react';
import { api, ApiRequestError } from '../../../lib/api';
import { schemaErrors, serverFieldErrors } from '../../../lib/formErrors';
import { isUnauthorized, notifyFailure, SOMETHING_WENT_WRONG } from '../common/notify';
import { adminKeys } from '../common/queryKeys';
import { blockTypeEntity } from '../common/api/blockTypes';
import { notifications } from '@mantine/notifications';
import { API_PATHS } from '@nprm/contracts/paths';
import { LeaveGuardModal } from '../common/LeaveGuardModal';
import { RecordHistory } from '../common/RecordHistory';
import { useLeaveGuard } from '../common/useLeaveGuard';
import { SettingsPreviewModal, type SettingChange } from './SettingsPreviewModal';

const SETTINGS_PATH = API_PATHS.engineeringSettings;
const PREVIEW_PATH = API_PATHS.engineeringSettingsPreview;

interface SettingsValues {
  kd: number | string;
  gcr_policy: string | null;
  load_combination: string | null;
  florida_hvhz_rule: boolean;
  default_block_type_id: string | null;
}

function toValues(settings: EngineeringSettings): SettingsValues {
  return {
    kd: settings.kd,
    gcr_policy: settings.gcr_policy,
    load_combination: settings.load_combination,
    florida_hvhz_rule: settings.florida_hvhz_rule,
    default_block_type_id: String(settings.default_block_type_id),
  };
}

function toRequest(values: SettingsValues) {
  return {
    kd: values.kd,
    gcr_policy: values.gcr_policy ?? undefined,
    load_combination: values.load_combination ?? undefined,
    florida_hvhz_rule: values.florida_hvhz_rule,
    default_block_type_id: values.default_block_type_id ?? undefined,
  };
}

const onOff = (on: boolean) => (on ? 'applied in Miami-Dade and Broward' : 'not applied');

/** The settings that differ between the saved ones and the form's, in words (the confirmation lists them). */
function settingChanges(
  saved: EngineeringSettings,
  values: SettingsValues,
  blockLabel: (id: string) => string,
): SettingChange[] {
  const choice = (choices: { value: string; label: string }[], value: string | null) =>
    choices.find((option) => option.value === value)?.label ?? String(value);
  const rows: [string, string, string][] = [
    ['K_d', String(saved.kd), String(values.kd)],
    ['GCr policy', choice(GCR_POLICY_CHOICES, saved.gcr_policy), choice(GCR_POLICY_CHOICES, values.gcr_policy)],
    [
      'Load combination',
      choice(LOAD_COMBINATION_CHOICES, saved.load_combination),
      choice(LOAD_COMBINATION_CHOICES, values.load_combination),
    ],
    ['Florida HVHZ rule', onOff(saved.florida_hvhz_rule), onOff(values.florida_hvhz_rule)],
    [
      'Default ballast block',
      blockLabel(String(saved.default_block_type_id)),
      blockLabel(values.default_block_type_id ?? ''),
    ],
  ];
  return rows
    .filter(([, before, after]) => before !== after)
    .map(([label, before, after]) => ({ label, before, after }));
}

/**
 * /admin/engineering-settings (docs/product.md, engineering settings): K_d, the GCr policy, the load combination, the
 * Florida HVHZ rule and the default block that new searches use, each with a plain explanation. Saved results keep the basis they used.
 */
export function EngineeringSettingsPage() {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: adminKeys.engineeringSettings(),
    queryFn: () => api<EngineeringSettings>(SETTINGS_PATH),
  });
  const blocks = useQuery({
    queryKey: adminKeys.active(blockTypeEntity.key),
    queryFn: () => blockTypeEntity.fetchList(false),
  });
  const form = useForm<SettingsValues>({
    initialValues: {
      kd: '',
      gcr_policy: null,
      load_combination: null,
      florida_hvhz_rule: true,
      default_block_type_id: null,
    },
    validate: (values) => schemaErrors(engineeringSettingsUpdateRequest, toRequest(values)),
  });
  const { setValues, resetDirty } = form;
  // Every future ballast figure follows these settings: leaving with unsaved edits asks first.
  const leaveGuard = useLeaveGuard(() => form.isDirty());
  useEffect(() => {
    if (settings.data) {
      setValues(toValues(settings.data));
      resetDirty(toValues(settings.data));
    }
  }, [settings.data, setValues, resetDirty]);

  // Save first shows the proposed settings' effect on example searches; only its confirmation saves.
  const [confirming, setConfirming] = useState<{ values: SettingsValues; preview: EngineeringSettingsPreview } | null>(
    null,
  );
  const showForm422 = (error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 422) form.setErrors(serverFieldErrors(error));
    else if (!isUnauthorized(error)) notifyFailure(error instanceof Error ? error.message : SOMETHING_WENT_WRONG);
  };
  const preview = useMutation({
    mutationFn: (values: SettingsValues) =>
      api<EngineeringSettingsPreview>(PREVIEW_PATH, { method: 'POST', body: toRequest(values) }),
    onSuccess: (answer, values) => setConfirming({ values, preview: answer }),
    onError: showForm422,
  });

  const save = useMutation({
    // The version the form loaded: a save after someone else's is refused (409) with who and when.
    mutationFn: (values: SettingsValues) =>
      api<EngineeringSettings>(SETTINGS_PATH, {
        method: 'PUT',
        body: { ...toRequest(values), lock_version: settings.data?.lock_version },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.engineeringSettings(), saved);
      void queryClient.invalidateQueries({ queryKey: adminKeys.history() });
      notifications.show({
        color: 'green',
        position: 'top-right',
        autoClose: 3000,
        message: 'Saved Engineering Settings',
      });
    },
    onError: showForm422,
    onSettled: () => setConfirming(null),
  });

  if (settings.isError && !isUnauthorized(settings.error)) {
    return (
      <Alert color="red" role="alert" title="Could not load the engineering settings">
        {settings.error.message}
      </Alert>
    );
  }
  if (!settings.data) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Loading Engineering Settings" />
      </Group>
    );
  }
  const blockOptions = (blocks.data ?? []).map((block: BlockType) => ({
    value: String(block.id),
    label: `${block.name} ${block.nominal_size}, ${block.weight} lb`,
  }));
  const blockLabel = (id: string) => blockOptions.find((option) => option.value === id)?.label ?? id;

  return (
    <Stack maw={760}>
      <Title order={1} size="h2">
        Engineering Settings
      </Title>
      <Text c="dimmed" size="sm">
        The basis every new calculation uses. A saved result keeps the settings it was calculated with, so changing them
        never changes a result a customer already has.
      </Text>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={form.onSubmit((values) => preview.mutate(values))} noValidate>
          <Stack>
            <NumberInput
              label="Wind Directionality Factor K_d"
              description="Reduces the wind pressure for the chance that the strongest wind does not blow from the worst direction. 0.95 suits round members and antennas (ASCE 7-10 Table 26.6-1); 0.85 is the building value. Above 0, at most 1."
              decimalScale={3}
              step={0.05}
              withAsterisk
              {...form.getInputProps('kd')}
            />
            <Select
              label="Rooftop Force Coefficient (GCr) Policy"
              description="How the 1.9 rooftop factor applies: at every building height (ASCE 7-16; recommended, never less ballast on a taller building) or, as ASCE 7-10 literally says, only up to 60 ft (above it G·C_f: 0.85 on the antenna EPA, 0.85 × 1.2 on the mast, 0.85 × 2.0 on the frame, which gives less ballast on tall buildings)."
              data={GCR_POLICY_CHOICES}
              allowDeselect={false}
              withAsterisk
              {...form.getInputProps('gcr_policy')}
            />
            <Select
              label="Load Combination"
              description="How wind and dead load are weighed in the sliding and overturning checks: 0.9D + 1.0W (strength design, recommended), 0.6D + 0.6W (allowable stress, about 10 % less ballast) or the legacy factor of safety 1.5 (about 19 % less)."
              data={LOAD_COMBINATION_CHOICES}
              allowDeselect={false}
              withAsterisk
              {...form.getInputProps('load_combination')}
            />
            <Switch
              label="Florida HVHZ Rule in Miami-Dade and Broward"
              description="On (recommended): sites in the Florida High-Velocity Hurricane Zone take the Florida Building Code's force coefficient G·C_f 3.1 for rooftop equipment at every building height (FBC 2010 §1609.8), about 1.6 times the ASCE 7-10 force. Off: ASCE 7-10 alone, and the result says the rule was not applied."
              {...form.getInputProps('florida_hvhz_rule', { type: 'checkbox' })}
            />
            <Select
              label="Default Ballast Block"
              description="The block the ballast is counted in when the visitor does not choose one. Manage blocks under Block Types."
              data={blockOptions}
              allowDeselect={false}
              withAsterisk
              {...form.getInputProps('default_block_type_id')}
            />
            <Group>
              <Button type="submit" loading={preview.isPending || save.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <RecordHistory entity="engineering_settings" id={1} />
      <LeaveGuardModal guard={leaveGuard} what="the engineering settings" />
      {confirming ? (
        <SettingsPreviewModal
          preview={confirming.preview}
          changes={settingChanges(settings.data, confirming.values, blockLabel)}
          saving={save.isPending}
          onBack={() => setConfirming(null)}
          onSave={() => save.mutate(confirming.values)}
        />
      ) : null}
    </Stack>
  );
}
