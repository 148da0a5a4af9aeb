import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '#ui/forms/button.tsx';
import { TextField } from '#ui/forms/text-field.tsx';
import { useFieldValidation } from '#ui/forms/use-field-validation.ts';
import { validateRequired, validateZip, type FieldErrors } from '#validation/index.ts';

type Field = 'city' | 'postalCode';

/** Two fields with the shared field behaviour, as every form wires it. */
function ValidatedForm({ city = '', postalCode = '' }: { city?: string; postalCode?: string }) {
  const [values, setValues] = useState<Record<Field, string>>({ city, postalCode });
  const rules: FieldErrors<Field> = {};
  const cityError = validateRequired(values.city);
  const zipError = validateRequired(values.postalCode) ?? validateZip(values.postalCode);
  if (cityError) rules.city = cityError;
  if (zipError) rules.postalCode = zipError;
  const { ref, ...validation } = useFieldValidation(rules);
  const field = (name: Field, label: string) => (
    <TextField
      label={label}
      required
      value={values[name]}
      error={validation.errors[name]}
      onChange={(event) => {
        validation.change(name);
        setValues({ ...values, [name]: event.target.value });
      }}
      onBlur={() => validation.blur(name)}
    />
  );
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} aria-label="Address">
      <div ref={ref}>
        {field('city', 'City')}
        {field('postalCode', 'ZIP Code')}
      </div>
      <Button type="submit">Save</Button>
    </form>
  );
}

const meta = {
  title: 'UI/field validation',
  component: ValidatedForm,
} satisfies Meta<typeof ValidatedForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const zip = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'ZIP Code' });

export const Playground: Story = {};

/** Untouched: an empty required field says nothing until the shopper has been in it. */
export const Untouched: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(zip(canvasElement));
    await userEvent.tab();
    await expect(zip(canvasElement)).not.toHaveAttribute('aria-invalid');
    await expect(within(canvasElement).queryByText('Required')).toBeNull();
  },
};

/** Invalid after blur: the field was changed and left, so its message shows, linked to it. */
export const InvalidAfterBlur: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(zip(canvasElement), '123');
    await userEvent.tab();
    await expect(zip(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(zip(canvasElement)).toHaveAccessibleDescription('Needs to be 5 or 9 digits');
  },
};

/** Typing again clears the message at once; it comes back only if the field is still wrong when left. */
export const ClearedWhileTyping: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(zip(canvasElement), '123');
    await userEvent.tab();
    await userEvent.type(zip(canvasElement), '4');
    await expect(zip(canvasElement)).not.toHaveAttribute('aria-invalid');
  },
};

/** Valid: a correct value shows no message when left. */
export const Valid: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(zip(canvasElement), '84601');
    await userEvent.tab();
    await expect(zip(canvasElement)).not.toHaveAttribute('aria-invalid');
    await expect(zip(canvasElement)).toHaveValue('84601');
  },
};

/** Submitted: every message shows and focus goes to the first invalid field. */
export const Submitted: Story = {
  args: { postalCode: '12' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('Required');
    await expect(zip(canvasElement)).toHaveAccessibleDescription('Needs to be 5 or 9 digits');
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveFocus();
  },
};
