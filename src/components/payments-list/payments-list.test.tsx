import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '../../../tests/setup/render';
import * as stories from './payments-list.stories';

const { TwoAttempts, WithoutUfValue, Empty, HeldForReview } = composeStories(stories);

const payment = (name: string) => within(screen.getByRole('article', { name }));
const fieldOf = (card: ReturnType<typeof payment>, label: string) =>
  card.getByText(label).nextElementSibling?.textContent;

describe('PaymentsList', () => {
  it('shows every gateway field of each attempt with its status, in CLP and in UF', () => {
    renderStory(<TwoAttempts />);
    const paid = payment('Pago N° 5521');
    expect(paid.getByText('Pagado')).toBeTruthy();
    expect(fieldOf(paid, 'Monto de la transacción')).toBe('$250.000');
    expect(fieldOf(paid, 'Equivalente en UF')).toBe('UF 6,42');
    expect(fieldOf(paid, 'Comisión')).toBe('$6.875');
    expect(fieldOf(paid, 'Fecha de transferencia')).toBe('19-03-2025');
    expect(fieldOf(paid, 'Orden de comercio')).toBe('RES-2025-00412');
    const rejected = payment('Pago N° 5519');
    expect(rejected.getByText('Rechazado')).toBeTruthy();
    expect(fieldOf(rejected, 'Saldo')).toBe('—');
    expect(fieldOf(rejected, 'Fecha de pago')).toBe('16-03-2025');
  });

  it('leaves the UF equivalent empty when the sale has no UF value yet', () => {
    renderStory(<WithoutUfValue />);
    expect(fieldOf(payment('Pago N° 5521'), 'Equivalente en UF')).toBe('—');
  });

  it('says so when the gateway reported no payment', () => {
    renderStory(<Empty />);
    expect(screen.getByText('La pasarela aún no informa pagos de esta reserva.')).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('flags a payment held for review with the reason in Spanish', () => {
    renderStory(<HeldForReview />);
    const held = payment('Pago N° 5521');
    expect(held.getByText('Retenido para revisión')).toBeTruthy();
    expect(
      held.getByText('El monto que informa Flow no coincide con el de la orden.'),
    ).toBeTruthy();
  });

  it('does not flag a payment nothing holds', () => {
    renderStory(<TwoAttempts />);
    expect(screen.queryByText('Retenido para revisión')).toBeNull();
  });
});
