// Where the user is in the wizard: Archivo → Revisión → Guardado (or Resultado when updating).
import { HStack, Text } from '@chakra-ui/react';
import type { WizardStep } from './import-steps';

const STAGE_OF: Record<WizardStep, number> = {
  closed: 0,
  pick: 0,
  chosen: 0,
  busy: 1,
  valid: 1,
  invalid: 1,
  rejected: 2,
  failed: 1,
  saved: 2,
  applied: 2,
};

export function StepTrail({ step, update }: { step: WizardStep; update: boolean }) {
  const labels = update
    ? ['Archivo', 'Actualización', 'Resultado']
    : ['Archivo', 'Revisión', 'Guardado'];
  const current = STAGE_OF[step];
  return (
    <HStack as="ol" gap="2" listStyleType="none" wrap="wrap" aria-label="Pasos de la importación">
      {labels.map((label, index) => (
        <HStack as="li" key={label} gap="2" aria-current={index === current ? 'step' : undefined}>
          <Text
            as="span"
            boxSize="6"
            rounded="full"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            textStyle="xs"
            fontWeight="semibold"
            bg={index <= current ? 'primary.solid' : 'bg.muted'}
            color={index <= current ? 'primary.contrast' : 'fg.muted'}
            aria-hidden
          >
            {index + 1}
          </Text>
          <Text
            as="span"
            textStyle="sm"
            fontWeight={index === current ? 'semibold' : 'normal'}
            color={index === current ? 'fg' : 'fg.muted'}
          >
            {label}
          </Text>
          {index < labels.length - 1 ? (
            <Text as="span" color="fg.subtle" aria-hidden>
              ›
            </Text>
          ) : null}
        </HStack>
      ))}
    </HStack>
  );
}
