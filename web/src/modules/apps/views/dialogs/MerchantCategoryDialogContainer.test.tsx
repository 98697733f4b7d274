import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppCategoryDescriptionUpdateMutation } from '../../graphql/settings';
import { appSetupMock, catalogueMock, categoryDescriptionMock, type TreeNode } from '../../testing/mocks';
import { APP_UUID, renderWithApollo } from '../../testing/render';
import { MerchantCategoryDialogContainer } from './MerchantCategoryDialogContainer';

function saveMock(input: {
  primaryCategories: string[];
  secondaryCategories: string[];
  businessDescription: string;
}) {
  const result = vi.fn(() => ({
    data: {
      appCategoryDescriptionUpdate: {
        __typename: 'AppCategoryDescription' as const,
        appUuid: APP_UUID,
        businessDescription: input.businessDescription,
        categoryTree: [],
      },
    },
  }));
  return {
    result,
    mock: {
      request: {
        query: AppCategoryDescriptionUpdateMutation,
        variables: { input: { appUuid: APP_UUID, ...input } },
      },
      result,
    },
  };
}

async function openForm(
  extra: Parameters<typeof renderWithApollo>[1] = [],
  tree: TreeNode[] = [],
  description = '',
) {
  const onSaved = vi.fn();
  const onDismiss = vi.fn();
  renderWithApollo(
    <MerchantCategoryDialogContainer appUuid={APP_UUID} open onSaved={onSaved} onDismiss={onDismiss} />,
    [
      catalogueMock(),
      categoryDescriptionMock(tree, description),
      appSetupMock({ myRole: 'owner' }),
      ...(extra ?? []),
    ],
  );
  const dialog = await screen.findByRole('dialog', { name: 'Merchant Category and Description' });
  await within(dialog).findByRole('group', { name: 'Caterers' });
  return { dialog, onSaved, onDismiss };
}

describe('Merchant Category and Description form', () => {
  it('explains why it is asked and shows Please Select with nothing chosen', async () => {
    const { dialog } = await openForm();
    expect(within(dialog).getByText(/required for a better In-App Store experience/)).toBeInTheDocument();
    expect(within(dialog).getByText('Merchant Category')).toBeInTheDocument();
    expect(within(dialog).getByText('Please Select')).toBeInTheDocument();
    expect(within(dialog).getByText('0/800')).toBeInTheDocument();
  });

  it('says "Merchant Category is required" and "Company Description is required" on an empty submit', async () => {
    const user = userEvent.setup();
    const { dialog, onSaved } = await openForm();
    expect(within(dialog).queryByText('Merchant Category is required')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Merchant Category is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Company Description is required')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says "Company Description should not exceed 800 characters" past the limit, and counts', async () => {
    const { dialog } = await openForm();
    const description = within(dialog).getByLabelText('Company Description');
    fireEvent.change(description, { target: { value: 'x'.repeat(801) } });
    fireEvent.blur(description);
    expect(
      await within(dialog).findByText('Company Description should not exceed 800 characters'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('801/800')).toBeInTheDocument();
  });

  it('shows the category error once the picker was touched and emptied again', async () => {
    const user = userEvent.setup();
    const { dialog } = await openForm();
    const audio = within(within(dialog).getByRole('group', { name: 'Audio' })).getByRole('checkbox', {
      name: 'Audio',
    });
    await user.click(audio);
    expect(
      within(dialog).getByText('Selected: 1 Primary Category, 3 Secondary Categories'),
    ).toBeInTheDocument();
    await user.click(audio);
    expect(await within(dialog).findByText('Merchant Category is required')).toBeInTheDocument();
  });

  it('starts from the saved choice and sends primaries with qualified secondaries', async () => {
    const user = userEvent.setup();
    const save = saveMock({
      primaryCategories: ['Caterers', 'Street Food'],
      secondaryCategories: ['Caterers > Filipino', 'Street Food > Japanese'],
      businessDescription: 'Home-cooked Filipino food for events.',
    });
    const { dialog, onSaved } = await openForm(
      [save.mock],
      [{ primaryCategory: 'Caterers', selected: true, secondaryCategories: ['Filipino'] }],
      'Home-cooked Filipino food for events.',
    );
    expect(
      within(dialog).getByText('Selected: 1 Primary Category, 1 Secondary Category'),
    ).toBeInTheDocument();
    const streetFood = within(dialog).getByRole('group', { name: 'Street Food' });
    await user.click(within(streetFood).getByRole('button', { name: 'Show Street Food options' }));
    await user.click(await within(streetFood).findByRole('checkbox', { name: 'Japanese' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Merchant Category Successfully updated!')).toBeInTheDocument();
    expect(save.result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it("shows the server's field message under Company Description", async () => {
    const user = userEvent.setup();
    const { dialog, onSaved } = await openForm(
      [
        {
          request: {
            query: AppCategoryDescriptionUpdateMutation,
            variables: {
              input: {
                appUuid: APP_UUID,
                primaryCategories: ['Others'],
                secondaryCategories: [],
                businessDescription: 'We sell things.',
              },
            },
          },
          result: {
            errors: [
              {
                message: 'Company Description has invalid value',
                extensions: {
                  code: 'BAD_USER_INPUT',
                  fields: { businessDescription: 'Company Description has invalid value' },
                },
              },
            ],
          },
        },
      ],
      [{ primaryCategory: 'Others', selected: true, secondaryCategories: [] }],
      'We sell things.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Company Description has invalid value')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
