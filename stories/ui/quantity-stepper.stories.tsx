import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from '#ui/quantity-stepper.tsx';

type StepperStoryProps = Omit<QuantityStepperProps, 'text' | 'onTextChange'> & { initial: string };

/** The stepper with its text in state, as the product form and the cart line keep it. */
function StatefulStepper({ initial, ...props }: StepperStoryProps) {
  const [text, setText] = useState(initial);
  return <QuantityStepper {...props} text={text} onTextChange={setText} />;
}

const meta = {
  title: 'UI/quantity-stepper',
  component: StatefulStepper,
  args: { label: 'Quantity', initial: '2', min: 1, max: 200 },
} satisfies Meta<typeof StatefulStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A quantity inside the limits: − and + both step, and the field is valid. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await expect(field).toHaveValue('2');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Quantity' }));
    await expect(field).toHaveValue('3');
    await expect(canvasElement.querySelector('.cmsb-quantity')).toHaveAttribute('data-state', 'valid');
  },
};

/** At the minimum, − is disabled and stays where it is. */
export const AtMin: Story = {
  args: { initial: '1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const decrease = canvas.getByRole('button', { name: 'Decrease Quantity' });
    await expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(decrease);
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
  },
};

/** At the maximum the server allows, + is disabled. */
export const AtMax: Story = {
  args: { initial: '200' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Increase Quantity' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Decrease Quantity' })).not.toHaveAttribute('aria-disabled');
  },
};

/** Typed text that is not a whole number gets an inline message and marks the field invalid. */
export const InvalidText: Story = {
  args: { initial: 'abc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await expect(canvas.getByText('Please enter a whole number.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Please enter a whole number.');
  },
};

/** A quantity that cannot change (editing off, or a locked cart line) shows as plain text. */
export const ReadOnly: Story = {
  args: { initial: '3', readOnly: true, hideLabel: true, label: 'Quantity of Lavender Essential Oil, 5 mL' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelector('.cmsb-quantity')).toHaveAttribute('data-state', 'read-only');
    await expect(canvasElement.querySelector('.cmsb-quantity')).toHaveTextContent('Quantity of Lavender Essential Oil, 5 mL: 3');
  },
};
