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

export const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
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
