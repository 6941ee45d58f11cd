// One prospect on the board: who (name, RUT), which project, how urgent, how far the pre-approval
// went, whether a current Rukan exists and since when. It drags to another column (HTML5 drag and
// drop) and has a «Mover a…» button for people who do not drag. A «Posible duplicado» badge says
// another prospect of the agency has the same RUT (issue 34).
import type { DragEvent } from 'react';
import {
  Badge,
  Button,
  Flex,
  HStack,
  Link as ChakraLink,
  Spinner,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { ArrowRightLeft, Copy as CopyIcon, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { StatusBadge } from '../../../components/status-badge/status-badge';
import { formatDate, formatRut } from '../../../lib/format';
import { prospectCriticality } from '../../../shared/business';
import { preapprovalStatus } from '../../../shared/sales-status';
import type { ProspectCard } from './board.types';
import { customerName } from './customer-name';

export interface ProspectCardViewProps {
  card: ProspectCard;
  /**
   * A move of this card is saving or waiting: it shows where it is going, with a dashed border and
   * «Moviendo…». It can still be moved again (the machine queues a second move behind the first).
   */
  moving?: boolean;
  /** The card being dragged right now (the dragged copy is what the user looks at). */
  dragging?: boolean;
  onMove?(card: ProspectCard): void;
  onDragStart?(card: ProspectCard): void;
  onDragEnd?(): void;
}

/** What the duplicate badge says on hover: how many other prospects share the RUT. */
export const duplicateTitle = (count: number) =>
  count === 1
    ? 'Otro negocio de la inmobiliaria tiene el mismo RUT'
    : `Otros ${count} negocios de la inmobiliaria tienen el mismo RUT`;

export const PROSPECT_DRAG_TYPE = 'application/x-prospect-id';

export function ProspectCardView(props: ProspectCardViewProps) {
  const { card, moving = false, dragging = false, onMove, onDragStart, onDragEnd } = props;
  const name = customerName(card);
  const customer = card.customer;
  const draggable = onDragStart !== undefined;
  return (
    <chakra.li
      listStyleType="none"
      borderWidth="1px"
      borderRadius="l2"
      bg="bg.panel"
      p="3"
      shadow="xs"
      // Dimmed only while dragged: a card that is moving stays readable (contrast).
      opacity={dragging ? 0.5 : 1}
      borderStyle={moving ? 'dashed' : undefined}
      borderColor={moving ? 'primary.solid' : undefined}
      cursor={draggable ? 'grab' : undefined}
      draggable={draggable}
      aria-busy={moving || undefined}
      data-prospect={card.id}
      onDragStart={(event: DragEvent<HTMLLIElement>) => {
        event.dataTransfer.effectAllowed = 'move';
        // Some browsers start a drag only when data is set.
        event.dataTransfer.setData(PROSPECT_DRAG_TYPE, card.id);
        event.dataTransfer.setData('text/plain', name);
        onDragStart?.(card);
      }}
      onDragEnd={() => onDragEnd?.()}
    >
      <Stack gap="1.5">
        <ChakraLink
          asChild
          fontWeight="semibold"
          colorPalette="primary"
          lineClamp={2}
          title={name}
          wordBreak="break-word"
        >
          <Link href={`/${card.id}/business-details`} aria-label={`Ver negocio de ${name}`}>
            {name}
          </Link>
        </ChakraLink>
        {customer?.rut ? (
          <Text textStyle="xs" color="fg.muted">
            RUT {formatRut(customer.rut, customer.rut_dv)}
          </Text>
        ) : null}
        <Text textStyle="sm" lineClamp={2} title={card.project?.name ?? undefined}>
          {card.project?.name ?? 'Sin proyecto'}
        </Text>
        <HStack gap="1.5" wrap="wrap">
          {card.criticality ? (
            <HStack gap="1">
              <Text textStyle="xs" color="fg.muted">
                Criticidad
              </Text>
              <StatusBadge table={prospectCriticality} value={card.criticality} />
            </HStack>
          ) : null}
          {card.duplicate_count > 0 ? (
            <Badge
              colorPalette="orange"
              variant="subtle"
              size="sm"
              title={duplicateTitle(card.duplicate_count)}
            >
              <CopyIcon aria-hidden size={12} />
              Posible duplicado
            </Badge>
          ) : null}
          {customer?.rukaneado ? (
            <Badge colorPalette="teal" variant="outline" size="sm">
              <ShieldCheck aria-hidden size={12} />
              Rukan vigente
            </Badge>
          ) : null}
        </HStack>
        {card.prospectapproval ? (
          <HStack gap="1">
            <Text textStyle="xs" color="fg.muted">
              Preaprobación
            </Text>
            <StatusBadge table={preapprovalStatus} value={card.prospectapproval.status} />
          </HStack>
        ) : null}
        <Flex justify="space-between" align="center" gap="2" mt="1">
          {moving ? (
            <HStack gap="1.5">
              <Spinner size="xs" color="primary.solid" />
              <Text textStyle="xs" color="fg.muted">
                Moviendo…
              </Text>
            </HStack>
          ) : (
            <Text textStyle="xs" color="fg.muted">
              {formatDate(card.created_at)}
            </Text>
          )}
          {onMove ? (
            <Button
              size="xs"
              variant="outline"
              colorPalette="gray"
              aria-label={`Mover a… ${name}`}
              onClick={() => onMove(card)}
            >
              <ArrowRightLeft aria-hidden />
              Mover a…
            </Button>
          ) : null}
        </Flex>
      </Stack>
    </chakra.li>
  );
}
