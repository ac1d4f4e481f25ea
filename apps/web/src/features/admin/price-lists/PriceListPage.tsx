import { Alert, Button, Group, Loader, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parseRecordId, PRICE_CURRENCIES, type PriceList, type PriceListItem } from '@nprm/contracts';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiRequestError } from '../../../lib/api';
import { fetchPriceList, savePriceList } from '../common/api/priceLists';
import { resellerEntity } from '../common/api/resellers';
import { conflictOf } from '../common/conflict';
import { ConflictNotice } from '../common/ConflictNotice';
import { isUnauthorized, notifyFailure, SOMETHING_WENT_WRONG } from '../common/notify';
import { adminKeys } from '../common/queryKeys';
import { useAdminTitle } from '../common/title';
import { CurrencyChangeModal } from './CurrencyChangeModal';
import { PriceListCsv } from './PriceListCsv';
import {
  currencyChange,
  draftOf,
  editedItems,
  itemKey,
  priceListChanges,
  rebasedDraft,
  saveBody,
  type Draft,
} from './priceListDraft';

const KIND: Record<PriceListItem['item_type'], string> = { mount: 'Mount', tray: 'Tray', block_type: 'Block' };

/** One save: the values, the list they were edited against, and whether a change of currency was confirmed. */
interface SaveRequest {
  values: Draft;
  opened: PriceList;
  confirmCurrencyChange: boolean;
}

/**
 * /admin/reseller/{id}/prices (docs/product.md, price list): a reseller's currency, the day its prices apply from and
 * a price per part (blank: on request), for administrators and that reseller's users; CSV export and import. A save
 * sends only the prices edited, with the version read: when someone saved first it shows what they changed.
 */
export function PriceListPage() {
  const { resellerId: rawId } = useParams();
  const resellerId = rawId === undefined ? null : parseRecordId(rawId);
  const reseller = useQuery({
    queryKey: adminKeys.record(resellerEntity.key, rawId ?? ''),
    queryFn: () => resellerEntity.resource.get(resellerId),
    enabled: resellerId !== null,
    retry: false,
  });
  const name = reseller.data?.name ?? '';
  useAdminTitle(name ? `Prices of ${name}` : 'Prices');
  const queryClient = useQueryClient();
  const key = adminKeys.priceList(resellerId);
  const list = useQuery({
    queryKey: key,
    queryFn: () => fetchPriceList(resellerId!),
    enabled: resellerId !== null,
    retry: false,
  });
  // The values as edited; null: the list as loaded (after a save or an import, the list as it now is).
  const [edited, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  // The keys of the prices the last save sent, in order: a 422 names them by their place (prices.N.unit_price).
  const [sentKeys, setSentKeys] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const draft = edited ?? (list.data ? draftOf(list.data) : null);
  const save = useMutation({
    mutationFn: ({ values, opened, confirmCurrencyChange }: SaveRequest) => {
      setSentKeys(editedItems(opened, values).map(itemKey));
      return savePriceList(resellerId!, saveBody(opened, values, confirmCurrencyChange));
    },
    onSuccess: (saved) => {
      setErrors({});
      setDraft(null);
      queryClient.setQueryData(key, saved);
      notifications.show({ color: 'green', position: 'top-right', autoClose: 3000, message: 'Saved the price list' });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 422) setErrors(error.fieldErrors);
      else if (!conflictOf(error, list.data) && !isUnauthorized(error))
        notifyFailure(error instanceof Error ? error.message : SOMETHING_WENT_WRONG);
    },
  });
  const conflict = save.variables ? conflictOf(save.error, save.variables.opened, priceListChanges) : null;
  const submit = (values: Draft, opened: PriceList, confirmCurrencyChange = false) => {
    setConfirming(false);
    save.mutate({ values, opened, confirmCurrencyChange });
  };
  if (resellerId === null || list.isError) {
    if (list.isError && isUnauthorized(list.error)) return null;
    return (
      <Alert color="red" role="alert" title="Could not load the price list">
        {list.error?.message ?? 'No such reseller'}
      </Alert>
    );
  }
  if (!list.data || !draft) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Loading the price list" />
      </Group>
    );
  }
  const opened = list.data;
  const items = opened.items;
  const priceError = (item: PriceListItem) =>
    errors[`prices.${sentKeys.indexOf(itemKey(item))}.unit_price`]?.join(', ');
  const relabel = currencyChange(opened, draft);
  return (
    <Stack maw={900}>
      <Title order={1} size="h2">
        Prices{name ? ` of ${name}` : ''}
      </Title>
      <Text c="dimmed" size="sm">
        The prices a result&apos;s bill of materials shows for this reseller&apos;s searches from the day given. A blank
        price reads &quot;On request&quot;. A saved result keeps the prices it was calculated with.
      </Text>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (relabel) setConfirming(true);
            else submit(draft, opened);
          }}
        >
          <Stack>
            {conflict ? (
              <ConflictNotice
                conflict={conflict}
                busy={save.isPending}
                onReload={() => {
                  setDraft(null);
                  setErrors({});
                  save.reset();
                  queryClient.setQueryData(key, conflict.current);
                }}
                onReapply={() => {
                  // The edits, saved against the list as it now is: only the prices this user edited change.
                  const current = conflict.current as unknown as PriceList;
                  const values = rebasedDraft(save.variables!.opened, draft, current);
                  queryClient.setQueryData(key, current);
                  setDraft(values);
                  // A currency this user chose was confirmed before this save was sent.
                  submit(values, current, draft.currency !== save.variables!.opened.currency);
                }}
              />
            ) : null}
            <Group grow align="flex-start" wrap="wrap">
              <Select
                label="Currency"
                description="ISO 4217 code"
                data={[...PRICE_CURRENCIES]}
                value={draft.currency}
                onChange={(currency) => setDraft({ ...draft, currency })}
                error={errors.currency?.join(', ')}
                allowDeselect={false}
                withAsterisk
                miw={140}
              />
              <TextInput
                label="Valid from"
                description="YYYY-MM-DD"
                type="date"
                value={draft.valid_from}
                onChange={(event) => setDraft({ ...draft, valid_from: event.currentTarget.value })}
                error={errors.valid_from?.join(', ')}
                withAsterisk
                miw={140}
              />
            </Group>
            <Table.ScrollContainer minWidth={520}>
              <Table verticalSpacing="xs" data-testid="price-list">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Part</Table.Th>
                    <Table.Th>Part number</Table.Th>
                    <Table.Th>Description</Table.Th>
                    <Table.Th w={160}>Unit price</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((item) => (
                    <Table.Tr key={itemKey(item)}>
                      <Table.Td>{KIND[item.item_type]}</Table.Td>
                      <Table.Td>{item.part_number}</Table.Td>
                      <Table.Td>{item.description}</Table.Td>
                      <Table.Td>
                        <TextInput
                          aria-label={`Unit price of ${item.part_number}`}
                          inputMode="decimal"
                          placeholder="On request"
                          value={draft.prices[itemKey(item)] ?? ''}
                          onChange={(event) =>
                            setDraft({
                              ...draft,
                              prices: { ...draft.prices, [itemKey(item)]: event.currentTarget.value },
                            })
                          }
                          error={priceError(item)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {Object.keys(errors).length > 0 && (
              <Alert color="red" role="alert" title="The price list was not saved">
                {Object.entries(errors)
                  .flatMap(([field, messages]) =>
                    messages.map((message) => `${fieldLabel(field, items, sentKeys)} ${message}`),
                  )
                  .join('; ')}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={save.isPending}>
                Save prices
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {relabel ? (
        <CurrencyChangeModal
          opened={confirming}
          change={relabel}
          onCancel={() => setConfirming(false)}
          onConfirm={() => submit(draft, opened, true)}
        />
      ) : null}
      <PriceListCsv
        resellerId={resellerId}
        onImported={() => {
          setDraft(null);
          void queryClient.invalidateQueries({ queryKey: key });
        }}
      />
    </Stack>
  );
}

/** "Unit price of DEMO-S6" for prices.3.unit_price (the 4th price sent); "Currency" for currency. */
function fieldLabel(field: string, items: PriceListItem[], sentKeys: string[]): string {
  const match = /^prices\.(\d+)\.(\w+)$/.exec(field);
  if (!match) return field === 'valid_from' ? 'Valid from' : field.charAt(0).toUpperCase() + field.slice(1);
  const item = items.find((entry) => itemKey(entry) === sentKeys[Number(match[1])]);
  return `${match[2] === 'unit_price' ? 'Unit price' : 'Part'} of ${item?.part_number ?? match[1]}`;
}
