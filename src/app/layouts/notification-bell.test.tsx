import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastFakeNotifications } from '../../features/notifications/notifications.story-kit';
import * as stories from './notification-bell.stories';

const { None, SomeUnread, Many, WithToast, LiveWithOlder } = composeStories(stories);

describe('NotificationBell', () => {
  it('says there is nothing new and offers no «mark all»', async () => {
    const user = userEvent.setup();
    render(<None />);
    await user.click(screen.getByRole('button', { name: 'Notificaciones' }));
    expect(await screen.findByText('No tienes notificaciones nuevas.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Marcar todas como leídas' })).toBeNull();
  });

  it('marks unread entries, links each to its page and reports the one opened', async () => {
    const user = userEvent.setup();
    const onOpen = SomeUnread.args.onOpen;
    render(<SomeUnread />);
    await user.click(screen.getByRole('button', { name: 'Notificaciones: 2 sin leer' }));
    const booking = await screen.findByRole('link', { name: /Nueva solicitud de reserva \(sin leer\)/ }); // prettier-ignore
    expect(booking.getAttribute('href')).toBe('/bookings-requests/12/details');
    expect(screen.getByRole('link', { name: /Exportación lista/ }).textContent).not.toContain('sin leer'); // prettier-ignore
    await user.click(booking);
    expect(onOpen).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Nueva solicitud de reserva', read: false }),
    );
  });

  it('caps the badge at 99+ and offers «mark all»', async () => {
    const user = userEvent.setup();
    render(<Many />);
    expect(screen.getByText('99+')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Notificaciones: más de 99 sin leer' }));
    await user.click(await screen.findByRole('button', { name: 'Marcar todas como leídas' }));
    expect(Many.args.onMarkAllRead).toHaveBeenCalled();
  });

  it('shows a pushed notification live: badge, entry and a toast; marks read', async () => {
    const user = userEvent.setup();
    render(<WithToast />);
    await screen.findByRole('button', { name: 'Notificaciones: 2 sin leer' });
    // The story pushes a new contact from the "server" shortly after the first page.
    const bell = await screen.findByRole('button', { name: 'Notificaciones: 3 sin leer' });
    const toasts = screen.getByRole('region', { name: /Notificaciones/ });
    expect(await within(toasts).findByText('Francisca Araya Tapia escribió por Parque Los Aromos.')).toBeTruthy(); // prettier-ignore
    expect(within(toasts).getByRole('button', { name: 'Ver' })).toBeTruthy();
    await user.click(bell);
    const entry = await screen.findByRole('link', { name: /Nuevo contacto \(sin leer\).*Francisca/ }); // prettier-ignore
    await user.click(entry);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notificaciones: 2 sin leer' })).toBeTruthy()); // prettier-ignore
    const fake = lastFakeNotifications();
    expect(fake.marked).toHaveLength(1);
    // Opening an entry leaves the popover open: «mark all» is right there.
    await user.click(await screen.findByRole('button', { name: 'Marcar todas como leídas' }));
    expect(await screen.findByRole('button', { name: 'Notificaciones' })).toBeTruthy();
    expect(fake.marked.at(-1)).toBe('all');
  });

  it('lists older entries with «Ver anteriores» from the keyboard, focus on the first one it brought', async () => {
    const user = userEvent.setup();
    render(<LiveWithOlder />);
    await user.click(await screen.findByRole('button', { name: 'Notificaciones: 12 sin leer' }));
    const list = await screen.findByRole('dialog', { name: 'Notificaciones' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    within(list).getByRole('button', { name: 'Ver anteriores' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
    // Nothing older is left: the button is gone, and the focus is on «Contacto 6».
    expect(within(list).queryByRole('button', { name: 'Ver anteriores' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(list).getByRole('link', { name: /^Contacto 6/ })),
    );
  });
});
