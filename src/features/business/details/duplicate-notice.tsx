// «Posible duplicado de …» on a prospect's details (issue 34): the other prospects of the agency
// whose customer has the same RUT, each a link, and «Fusionar» that asks first: the prospect on
// screen stays and takes the other's stage moves and quotations (the server can undo it for a
// short while; the page offers «Deshacer»).
import { useState } from 'react';
import { Alert, Button, HStack, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react';
import { Merge } from 'lucide-react';
import { Link } from 'wouter';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDate } from '../../../lib/format';
import { personName } from './business-labels';
import type { ProspectDetail, ProspectDuplicate } from './business-details.types';

export interface DuplicateNoticeProps {
  prospect: Pick<ProspectDetail, 'id' | 'duplicates'>;
  /** Merges the duplicate into the prospect on screen; no «Fusionar» without it. */
  onMerge?(duplicateId: string): void;
  /** The duplicate being merged right now (the dialog stays open and busy). */
  merging?: string | null;
}

/** «Negocio N° 31 · Valentina Paz Soto · Parque Los Aromos · Contactado · 03-03-2025» */
export function duplicateLabel(duplicate: ProspectDuplicate): string {
  return [
    `Negocio N° ${duplicate.id}`,
    personName(duplicate.customer),
    duplicate.project?.name,
    duplicate.pipelinestage?.name,
    formatDate(duplicate.created_at),
  ]
    .filter(Boolean)
    .join(' · ');
}

export function DuplicateNotice({ prospect, onMerge, merging = null }: DuplicateNoticeProps) {
  const [asked, setAsked] = useState<ProspectDuplicate | null>(null);
  if (prospect.duplicates.length === 0) return null;
  const open = asked !== null || merging !== null;
  const target = asked ?? prospect.duplicates.find((d) => d.id === merging) ?? null;
  return (
    <Alert.Root status="warning" mb="6" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>Posible duplicado de:</Alert.Title>
        <Alert.Description asChild>
          <List.Root gap="2" variant="plain">
            {prospect.duplicates.map((duplicate) => (
              <List.Item key={duplicate.id}>
                <HStack gap="3" wrap="wrap">
                  <ChakraLink asChild colorPalette="primary" fontWeight="medium">
                    <Link href={`/${duplicate.id}/business-details`}>
                      {duplicateLabel(duplicate)}
                    </Link>
                  </ChakraLink>
                  {onMerge ? (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="gray"
                      onClick={() => setAsked(duplicate)}
                      aria-label={`Fusionar el negocio N° ${duplicate.id} en este`}
                    >
                      <Merge aria-hidden />
                      Fusionar
                    </Button>
                  ) : null}
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
        <Text textStyle="xs" color="fg.muted">
          Tienen el mismo RUT en esta inmobiliaria.
        </Text>
      </Stack>
      <ConfirmDialog
        open={open && target !== null}
        title="¿Fusionar los negocios?"
        description={
          target
            ? `Se conserva el negocio N° ${prospect.id} con el historial de etapas y las cotizaciones del negocio N° ${target.id}, que se elimina. Podrás deshacerlo durante unos segundos.`
            : undefined
        }
        confirmLabel="Fusionar"
        tone="primary"
        busy={merging !== null}
        onConfirm={() => {
          if (!target) return;
          setAsked(null);
          onMerge?.(target.id);
        }}
        onCancel={() => setAsked(null)}
      />
    </Alert.Root>
  );
}
