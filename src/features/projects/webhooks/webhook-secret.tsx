// A webhook's signing secret, masked until the Admin asks to see it; «Copiar» puts it on the
// clipboard without showing it, so it can be pasted into the receiver's settings.
import { useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { Copy, Eye, EyeOff } from 'lucide-react';
import { toaster } from '../../../components/toaster';
import { maskSecret } from './webhook-display';

export function WebhookSecret({ secret, name }: { secret: string | null; name: string }) {
  const [shown, setShown] = useState(false);
  if (!secret) return <Text color="fg.muted">—</Text>;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toaster.create({ type: 'success', title: 'Secreto copiado.' });
    } catch {
      toaster.create({
        type: 'error',
        title: 'No se pudo copiar el secreto.',
        description: 'Usa «Mostrar» y cópialo a mano.',
      });
    }
  };
  return (
    <HStack gap="1" wrap="wrap" minW="0">
      <Text
        as="code"
        fontFamily="mono"
        textStyle="xs"
        wordBreak="break-all"
        aria-label={shown ? `Secreto de «${name}»` : `Secreto de «${name}» (oculto)`}
      >
        {shown ? secret : maskSecret(secret)}
      </Text>
      <Button
        size="2xs"
        variant="ghost"
        colorPalette="gray"
        aria-pressed={shown}
        aria-label={shown ? `Ocultar secreto de «${name}»` : `Mostrar secreto de «${name}»`}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
        {shown ? 'Ocultar' : 'Mostrar'}
      </Button>
      <Button
        size="2xs"
        variant="ghost"
        colorPalette="gray"
        aria-label={`Copiar secreto de «${name}»`}
        onClick={() => void copy()}
      >
        <Copy aria-hidden />
        Copiar
      </Button>
    </HStack>
  );
}
