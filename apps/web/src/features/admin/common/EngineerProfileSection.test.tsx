import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, EngineerProfile } from '@nprm/contracts';
import { mockApi, requestsTo } from '../../../test/renderPage';
import { adminMe } from '../test/fixtures';
import { renderAdmin } from '../test/renderAdmin';

afterEach(() => vi.unstubAllGlobals());

const engineerMe: CurrentUser = { ...adminMe, id: 9, role: 'engineer', reseller_id: null, reseller_name: null };
const saved: EngineerProfile = {
  user_id: 9,
  name: 'Grace Hopper',
  licences: [{ state: 'IL', number: '062-1' }],
  seal_url: null,
  updated_at: '2026-05-01T12:00:00.000Z',
};
const missingNumber = {
  status: 422,
  json: { errors: { 'licences.0.number': ["can't be blank"] }, full_messages: ["Licences 0 Number can't be blank"] },
};

describe('the engineer profile on My Profile (docs/product.md, ER-11)', () => {
  it('saves the name and licences, says what the server refuses, then takes a seal file as it is', async () => {
    let puts = 0;
    const fetchMock = mockApi({
      'GET /api/users/9/engineer_profile': { status: 404, json: { errors: ['Not found'] } },
      'PUT /api/users/9/engineer_profile': () => (puts++ === 0 ? missingNumber : { json: saved }),
      'PUT /api/users/9/engineer_profile/seal': { json: { ...saved, seal_url: '/api/users/9/engineer_profile/seal' } },
      'GET /api/users/9/engineer_profile/seal': { status: 404, json: { errors: ['Not found'] } },
    });
    renderAdmin('/admin/account', { me: engineerMe });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Grace Hopper');
    await user.type(screen.getByRole('textbox', { name: 'Licence 1 state' }), 'IL');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/blank/);
    await user.type(screen.getByRole('textbox', { name: 'Licence 1 number' }), '062-1');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT /api/users/9/engineer_profile')).toHaveLength(2));
    expect(JSON.parse(requestsTo(fetchMock, 'PUT /api/users/9/engineer_profile')[1]!.init?.body as string)).toEqual({
      name: 'Grace Hopper',
      licences: [{ state: 'IL', number: '062-1' }],
    });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'seal.jpg', { type: 'image/jpeg' });
    // Mantine's FileInput is a button with a hidden file input beside it: the input takes the file.
    await screen.findByRole('button', { name: /^Seal image \(PNG or JPEG, under 2 MB\)/ });
    expect(document.querySelector<HTMLInputElement>('input[type="file"]')!.accept).toBe('image/png,image/jpeg');
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await user.click(screen.getByRole('button', { name: 'Upload seal' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT /api/users/9/engineer_profile/seal')).toHaveLength(1));
    const upload = requestsTo(fetchMock, 'PUT /api/users/9/engineer_profile/seal')[0]!;
    expect(upload.init?.body).toBe(file);
    expect((upload.init?.headers as Record<string, string>)['content-type']).toBe('image/jpeg');
  });
});
