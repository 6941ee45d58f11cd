import {
  Toaster as ChakraToaster,
  Portal,
  Spinner,
  Stack,
  Toast,
  createToaster,
} from '@chakra-ui/react';

// Chakra's success toast is white on its green.solid (with the description at 0.8 opacity): under
// 3:1. The brand's success.solid keeps every line of it above 4.5:1.
const TOAST_CSS = {
  '&[data-type=success]': { bg: 'success.solid', color: 'success.contrast' },
  '& [data-part=description]': { opacity: 1 },
};

/** Spec §9: toasts stay 3000 ms. One toaster for the whole app: call `toaster.create(...)`. */
export const TOAST_DURATION_MS = 3000;

/**
 * Issue 33: a toast that offers a way back («Deshacer») stays longer than the others, and for as
 * long as the pointer or the focus is on it (the toast group pauses every timer meanwhile).
 */
export const ACTION_TOAST_DURATION_MS = 5000;

// Bottom right, away from the header: at the top a live notification's toast came over the menus
// that open from the header and the lists' toolbars (the user menu, «Vistas», «Columnas»), so a
// click meant for «Cerrar sesión» could land on the toast instead (decision 0040).
export const toaster = createToaster({
  placement: 'bottom-end',
  // Toasts beyond three wait their turn instead of filling the side of the screen (a burst of
  // live notifications shows one and counts the rest in another: notification-toast.ts).
  max: 3,
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

export interface ToastAction {
  /** The button's text («Deshacer»). */
  label: string;
  onClick(): void;
}

export interface ActionToast {
  title: string;
  description?: string;
  action: ToastAction;
}

/** A success toast with one action button: the toast closes when the action runs. */
export function showActionToast({ title, description, action }: ActionToast): string {
  return toaster.create({
    type: 'success',
    title,
    description,
    duration: ACTION_TOAST_DURATION_MS,
    closable: true,
    action,
  });
}

/** Alt+T moves the focus to the toasts (the toast group's own shortcut), then Tab reaches each button. */
const REGION_LABEL = 'Notificaciones (Alt+T)';

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={REGION_LABEL}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} css={TOAST_CSS}>
            {toast.type === 'loading' ? (
              <Spinner size="sm" color="primary.solid" />
            ) : (
              <Toast.Indicator />
            )}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? (
                <Toast.Description>{toast.description}</Toast.Description>
              ) : null}
            </Stack>
            {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
            {toast.closable ? <Toast.CloseTrigger aria-label="Cerrar notificación" /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
