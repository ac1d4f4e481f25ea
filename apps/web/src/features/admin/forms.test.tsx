import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requestsTo } from '../../test/renderPage';
import { antenna, mount, reseller, resellerMount } from './test/fixtures';
import { renderAdmin } from './test/renderAdmin';

afterEach(() => vi.unstubAllGlobals());

const location = () => screen.getByTestId('location').textContent;
const bodyOf = (request: { init?: RequestInit | undefined } | undefined) => JSON.parse(request?.init?.body as string);
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

/** Pastes instead of typing key by key: a dozen number inputs typed one key at a time take seconds in the test DOM. */
async function enter(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.click(field(label));
  await user.paste(value);
}

async function fillRequiredMountFields(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, 'Part Number', ' NEW-1 ');
  await enter(user, 'Name', 'New sled');
  for (const [label, value] of [
    ['Weight', '50'],
    ['Half Base Width', '2.5'],
    ['Height To Antenna Centerline', '3'],
    ['Mast Diameter', '1.66'],
    ['Mast Length', '5'],
    ['Max Roof Load', '35'],
    ['Square Footage', '1.5'],
  ] as const) {
    await enter(user, label, value);
  }
  await enter(user, 'Product Url', 'https://example.com/new-sled');
}

describe('mount form', () => {
  it('shows every admin form rule as "Field Name message" and sends nothing (V-27..V-37, M-09, M-15)', async () => {
    const fetchMock = mockApi({});
    renderAdmin('/admin/mount/new');
    expect(await screen.findByRole('heading', { name: 'New Mount' })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.type(field('Weight'), '-1');
    await user.type(field('Max Epa'), '0');
    await user.click(screen.getByRole('button', { name: 'Add Image' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    for (const message of [
      "Part Number can't be blank",
      "Name can't be blank",
      'Weight must be greater than or equal to 0',
      "Half Base Width can't be blank",
      "Height To Antenna Centerline can't be blank",
      "Mast Diameter can't be blank",
      "Mast Length can't be blank",
      "Max Roof Load can't be blank",
      "Square Footage can't be blank",
      "Product Url can't be blank",
      "Image Url can't be blank",
      'Max Epa must be greater than 0',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText(/Minimum Ballast Weight can't/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/mounts')).toHaveLength(0);
  });

  it('creates a mount with its images and returns to the list with "Created Mount" (M-11..M-13, M-16, M-23, X-20)', async () => {
    const fetchMock = mockApi({
      'POST /api/mounts': { status: 201, json: mount(9) },
      'GET /api/mounts': { json: [mount(9)] },
    });
    renderAdmin('/admin/mount/new');
    await screen.findByRole('heading', { name: 'New Mount' });
    const user = userEvent.setup({ delay: null });
    await fillRequiredMountFields(user);
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Ridge Mount' })).getByRole('radio', { name: 'Yes' }),
    );
    await enter(user, 'Base Length', '6');
    await enter(user, 'Base Width', '4');
    await enter(user, 'Max Epa', '8.5');
    await user.click(screen.getByRole('button', { name: 'Add Image' }));
    await enter(user, 'Image 1 Url', '/demo/mounts/sled.svg');
    expect(screen.getByRole('img', { name: 'Image 1 preview' })).toHaveAttribute('src', '/demo/mounts/sled.svg');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Created Mount')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/mounts'));
    expect(bodyOf(requestsTo(fetchMock, 'POST /api/mounts')[0])).toEqual({
      part_number: 'NEW-1',
      name: 'New sled',
      weight: 50,
      half_base_width: 2.5,
      height_to_antenna_centerline: 3,
      mast_diameter: 1.66,
      mast_length: 5,
      max_roof_load: 35,
      ridge_mount: true,
      square_footage: 1.5,
      // Left blank: no trays.
      ballast_trays: null,
      tray_capacity: null,
      // Trays not sold separately: no tray part number.
      trays_separate_parts: false,
      tray_part_number: null,
      // A 6 × 4 ft base and a rated EPA; no moment rating.
      base_length: 6,
      base_width: 4,
      max_epa: 8.5,
      max_overturning_moment: null,
      product_url: 'https://example.com/new-sled',
      assembly_instructions_url: null,
      product_sheet_url: null,
      mount_images: [{ image_url: '/demo/mounts/sled.svg', _destroy: false }],
    });
  });

  it('opens a mount\'s values, sends a removed image flagged _destroy, and says "Updated Mount" (M-10, M-14, M-17, M-18)', async () => {
    const saved = mount(7, {
      name: 'Seven',
      ridge_mount: true,
      mount_images: [
        { id: 70, image_url: '/demo/a.svg' },
        { id: 71, image_url: '/demo/b.svg' },
      ],
    });
    const fetchMock = mockApi({
      'GET /api/mounts/7': { json: saved },
      'PUT /api/mounts/7': { json: saved },
      'GET /api/mounts': { json: [saved] },
    });
    renderAdmin('/admin/mount/7');
    expect(await screen.findByRole('heading', { name: 'Edit Mount' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Seven');
    expect(field('Weight')).toHaveValue('45');
    expect(
      within(screen.getByRole('radiogroup', { name: 'Ridge Mount' })).getByRole('radio', { name: 'Yes' }),
    ).toBeChecked();
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeEnabled();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(field('Image 1 Url')).toHaveValue('/demo/b.svg');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated Mount')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/mounts'));
    expect(bodyOf(requestsTo(fetchMock, 'PUT /api/mounts/7')[0]).mount_images).toEqual([
      { id: 70, image_url: null, _destroy: true },
      { id: 71, image_url: '/demo/b.svg', _destroy: false },
    ]);
  });

  it('deactivates with a delete call and "Deactivated Mount"; a failure says "Something went wrong" (M-19, X-17)', async () => {
    let fail = true;
    const fetchMock = mockApi({
      'GET /api/mounts/7': { json: mount(7) },
      'DELETE /api/mounts/7': () =>
        fail ? { status: 500 } : { json: mount(7, { deleted_at: '2026-01-01T00:00:00.000Z' }) },
      'GET /api/mounts': { json: [] },
    });
    renderAdmin('/admin/mount/7');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    // The toast, and the alert above the form.
    expect(await screen.findAllByText('Something went wrong')).toHaveLength(2);
    expect(location()).toBe('/admin/mount/7');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Deactivated Mount')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/mounts'));
    expect(requestsTo(fetchMock, 'DELETE /api/mounts/7')).toHaveLength(2);
  });

  it('shows an inactive mount with every field disabled and only Activate (M-20..M-22, X-18)', async () => {
    let fail = true;
    const inactive = mount(7, {
      deleted_at: '2026-01-01T00:00:00.000Z',
      mount_images: [{ id: 70, image_url: '/demo/a.svg' }],
    });
    mockApi({
      'GET /api/mounts/7': { json: inactive },
      'PUT /api/mounts/7/reactivate': () => (fail ? { status: 500 } : { json: mount(7) }),
      'GET /api/mounts': { json: [] },
    });
    renderAdmin('/admin/mount/7');
    const form = await screen.findByRole('form', { name: 'Edit Mount' });
    for (const input of within(form).getAllByRole('textbox')) expect(input).toBeDisabled();
    for (const radio of within(form).getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Remove image 1' })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Add Image' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    // The toast, and the alert above the form.
    expect(await screen.findAllByText('Something went wrong')).toHaveLength(2);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Activated Mount')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/mounts'));
  });
});

describe('antenna form', () => {
  it('accepts a negative additional height, picks compatible mounts and says "Created Antenna" (AN-11..AN-14, V-38..V-44, X-21)', async () => {
    const fetchMock = mockApi({
      'GET /api/mounts': {
        json: [
          mount(1, { name: 'Alpha sled' }),
          mount(2, { name: 'Bravo ridge' }),
          mount(3, { name: 'Gone', deleted_at: '2026-01-01T00:00:00.000Z' }),
        ],
      },
      'POST /api/antennas': { status: 201, json: antenna(5) },
      'GET /api/antennas': { json: [] },
    });
    renderAdmin('/admin/antenna/new');
    await screen.findByRole('heading', { name: 'New Antenna' });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText("Make can't be blank")).toBeInTheDocument();
    expect(screen.getByText("Model can't be blank")).toBeInTheDocument();
    expect(screen.getByText("Mast Diameter can't be blank")).toBeInTheDocument();
    expect(screen.getByText("Square Footage can't be blank")).toBeInTheDocument();
    await user.type(field('Make'), 'Prodelin');
    await user.type(field('Model'), '1.2 m');
    await user.type(field('Mast Diameter'), '2.875');
    await user.type(field('Square Footage'), '0');
    await user.type(field('Weight'), '-3');
    await user.type(field('Additional Height To Centerline'), '-0.5');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Weight must be greater than or equal to 0')).toBeInTheDocument();
    expect(screen.getByText('Square Footage must be greater than 0')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/antennas')).toHaveLength(0);
    await user.clear(field('Square Footage'));
    await user.type(field('Square Footage'), '13');
    await user.clear(field('Weight'));
    await user.type(field('Weight'), '70');
    await user.click(screen.getByRole('combobox', { name: /Compatible Mounts/ }));
    expect(screen.queryByRole('option', { name: /Gone/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'P-2 Bravo ridge' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Created Antenna')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/antennas'));
    expect(bodyOf(requestsTo(fetchMock, 'POST /api/antennas')[0])).toEqual({
      make: 'Prodelin',
      model: '1.2 m',
      weight: 70,
      mast_diameter: 2.875,
      square_footage: 13,
      additional_height_to_centerline: -0.5,
      mount_ids: [2],
    });
  });

  it('says "Missing antenna id" for an id that names no antenna (X-12)', async () => {
    const fetchMock = mockApi({});
    renderAdmin('/admin/antenna/abc');
    expect(await screen.findByText('Missing antenna id')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/antennas'))).toHaveLength(0);
  });
});

describe('reseller form', () => {
  it('shows a 422 on its field as "Field Name message" and the messages joined by commas in a toast (X-03..X-05, RS-19)', async () => {
    mockApi({
      'GET /api/antennas': { json: [antenna(1)] },
      'POST /api/resellers': {
        status: 422,
        json: {
          errors: { domain: ['has already been taken'], base: ['Try another'] },
          full_messages: ['Domain has already been taken', 'Try another'],
        },
      },
    });
    renderAdmin('/admin/reseller/new');
    await screen.findByRole('heading', { name: 'New Reseller' });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText("Name can't be blank")).toBeInTheDocument();
    expect(screen.getByText("Domain can't be blank")).toBeInTheDocument();
    expect(screen.getByText("Logo Url can't be blank")).toBeInTheDocument();
    await user.type(field('Name'), 'Acme');
    await user.type(field('Domain'), 'acme.example.com');
    await user.type(field('Logo Url'), '/demo/logo.svg');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Domain has already been taken, Try another')).toBeInTheDocument();
    expect(field('Domain')).toHaveAccessibleDescription(expect.stringContaining('Domain has already been taken'));
    expect(field('Domain')).toHaveAttribute('aria-invalid', 'true');
    expect(location()).toBe('/admin/reseller/new');
  });

  it('edits an existing reseller, including is_baird and antennas, with "Updated Reseller" (RS-14..RS-17, RS-21, X-22)', async () => {
    const saved = reseller(4, { name: 'Acme', is_baird: true, antenna_ids: [1], contact_email: 'sales@example.com' });
    const fetchMock = mockApi({
      'GET /api/resellers/4': { json: saved },
      'GET /api/antennas': { json: [antenna(1, { model: 'One' }), antenna(2, { model: 'Two' })] },
      'PUT /api/resellers/4': { json: saved },
      'GET /api/resellers': { json: [saved] },
    });
    renderAdmin('/admin/reseller/4');
    await screen.findByRole('heading', { name: 'Edit Reseller' });
    expect(field('Contact Email')).toHaveValue('sales@example.com');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.clear(field('Contact Email'));
    await user.click(screen.getByRole('combobox', { name: /^Antennas/ }));
    await user.click(await screen.findByRole('option', { name: 'Ubiquiti Two' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated Reseller')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/resellers'));
    expect(bodyOf(requestsTo(fetchMock, 'PUT /api/resellers/4')[0])).toMatchObject({
      is_baird: false,
      contact_email: null,
      antenna_ids: [1, 2],
    });
  });

  it('says "Missing reseller id" for a bad id (X-11)', async () => {
    mockApi({});
    renderAdmin('/admin/reseller/0');
    expect(await screen.findByText('Missing reseller id')).toBeInTheDocument();
  });
});

describe('reseller mount form', () => {
  const linked = mount(1, { name: 'Alpha sled', product_url: 'https://example.com/alpha' });
  const mounts = [
    linked,
    mount(2, { name: 'Bravo ridge' }),
    mount(3, { name: 'Gone', deleted_at: '2026-01-01T00:00:00.000Z' }),
  ];

  it('offers only active, unlinked mounts, trims text and sends blanks as null (RM-10, RM-12..RM-15, V-48..V-52, X-23)', async () => {
    const fetchMock = mockApi({
      'GET /api/mounts': { json: mounts },
      'GET /api/resellers/4/reseller_mounts': { json: [resellerMount(10, 4, linked)] },
      'POST /api/reseller_mounts': { status: 201, json: resellerMount(11, 4, mounts[1] as never) },
    });
    renderAdmin('/admin/reseller/4/mount/new');
    await screen.findByRole('heading', { name: 'New Reseller Mount' });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    // The error names the field as its label does ("Mount"), not by its id's name.
    expect(await screen.findByText("Mount can't be blank")).toBeInTheDocument();
    expect(screen.queryByText(/Mount Id/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /^Mount/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['P-2 Bravo ridge']);
    await user.click(screen.getByRole('option', { name: 'P-2 Bravo ridge' }));
    await user.type(field('Product Url'), '  https://shop.example.com/bravo  ');
    await user.type(field('Product Sheet Url'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Created Reseller Mount')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/reseller/4/mounts'));
    expect(bodyOf(requestsTo(fetchMock, 'POST /api/reseller_mounts')[0])).toEqual({
      reseller_id: 4,
      mount_id: 2,
      product_url: 'https://shop.example.com/bravo',
      assembly_instructions_url: null,
      product_sheet_url: null,
    });
  });

  it('offers "Mount is not active. Reactivate Mount" instead of Activate when its mount is inactive (RM-19, RM-20, RM-22)', async () => {
    const inactiveMount = mount(3, { name: 'Gone', deleted_at: '2026-01-01T00:00:00.000Z' });
    mockApi({
      'GET /api/reseller_mounts/12': {
        json: resellerMount(12, 4, inactiveMount, { deleted_at: '2026-01-02T00:00:00.000Z' }),
      },
      'GET /api/mounts': { json: mounts },
      'GET /api/resellers/4/reseller_mounts': { json: [] },
    });
    renderAdmin('/admin/reseller/4/mount/12');
    const link = await screen.findByRole('link', { name: 'Mount is not active. Reactivate Mount' });
    expect(link).toHaveAttribute('href', '/admin/mount/3');
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    expect(field('Product Url')).toBeDisabled();
  });

  it('activates an inactive reseller mount whose mount is active (RM-21, RM-23)', async () => {
    const fetchMock = mockApi({
      'GET /api/reseller_mounts/12': { json: resellerMount(12, 4, linked, { deleted_at: '2026-01-02T00:00:00.000Z' }) },
      'GET /api/mounts': { json: mounts },
      'GET /api/resellers/4/reseller_mounts': { json: [] },
      'PUT /api/reseller_mounts/12/reactivate': { json: resellerMount(12, 4, linked) },
    });
    renderAdmin('/admin/reseller/4/mount/12');
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Activated Reseller Mount')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/reseller/4/mounts'));
    expect(requestsTo(fetchMock, 'PUT /api/reseller_mounts/12/reactivate')).toHaveLength(1);
  });

  it('says "Missing reseller mount id" for a bad id (X-13)', async () => {
    mockApi({ 'GET /api/mounts': { json: [] }, 'GET /api/resellers/4/reseller_mounts': { json: [] } });
    renderAdmin('/admin/reseller/4/mount/x1');
    expect(await screen.findByText('Missing reseller mount id')).toBeInTheDocument();
  });
});
