import { screen } from '@testing-library/react';
import * as v from 'valibot';
import block, { DontHaveAccountPropsSchema } from '../../../../blocks/account/dont-have-account/index.ts';
import { renderIslands } from '../../../support/render-islands.tsx';

const DontHaveAccount = block.component;

describe('dont-have-account block', () => {
  it('links to the three signup forms under its heading', () => {
    renderIslands(<DontHaveAccount />, {});
    expect(screen.getByRole('heading', { name: "Don't have an account?" })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/signup-form/customer',
      '/signup-form/preferred-customer',
      '/signup-form/distributor',
    ]);
    expect(screen.getByRole('link', { name: 'Become a distributor' })).toBeInTheDocument();
  });

  it('passes a rank on to the forms', () => {
    renderIslands(<DontHaveAccount rank={2} />, {});
    expect(screen.getByRole('link', { name: 'Sign up as a customer' })).toHaveAttribute('href', '/signup-form/customer?rank=2');
  });

  it('takes only a rank of 1 to 4', () => {
    expect(v.safeParse(DontHaveAccountPropsSchema, {}).success).toBe(true);
    expect(v.safeParse(DontHaveAccountPropsSchema, { rank: 4 }).success).toBe(true);
    expect(v.safeParse(DontHaveAccountPropsSchema, { rank: 5 }).success).toBe(false);
    expect(v.safeParse(DontHaveAccountPropsSchema, { title: 'x' }).success).toBe(false);
  });
});
