import { Alert, Anchor, Button, Drawer, Group, List, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  DELIVERY_STATUS_LABELS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  SPAM_REASON_LABELS,
  VISITOR_REPLY_STATUS_LABELS,
} from '../../schema/leads.ts';
import type { ErasureResult, InboxLead } from '../api-types.ts';
import type { ApiClient } from './api-client.ts';
import { copy } from './copy.ts';
import { formatDateTime } from './labels.ts';
import { usePersonActions } from './person-actions.tsx';
import { StatusBadge } from './StatusBadge.tsx';

const STATUS_OPTIONS = LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }));
const TEXT_FIELDS = ['pacchetto', 'nome', 'cognome', 'azienda', 'email', 'telefono', 'messaggio', 'origine'] as const;

interface LeadDrawerProps {
  api: ApiClient;
  leadId: string | undefined;
  onClose: () => void;
  onErased: (result: ErasureResult) => void;
}

function fieldValue(lead: InboxLead, field: string): string | undefined {
  const value = new Map<string, unknown>(Object.entries(lead.payload)).get(field);
  return typeof value === 'string' ? value : undefined;
}

function personName(lead: InboxLead): string {
  return (
    [fieldValue(lead, 'nome'), fieldValue(lead, 'cognome')].filter((part) => part !== undefined && part !== '').join(' ') ||
    lead.payload.email
  );
}

function replyLink(lead: InboxLead): string {
  const subject = copy.lead.replySubject(lead.type, fieldValue(lead, 'pacchetto'));
  return `mailto:${lead.payload.email}?subject=${encodeURIComponent(subject)}`;
}

/** The request's number and the automatic answer to the visitor: whether it left, and why not when it failed. */
function VisitorReply({ reply }: { reply: NonNullable<InboxLead['visitorReply']> }) {
  const failing = reply.lastError !== null && reply.status !== 'sent';
  const state =
    reply.status === 'sent' && reply.sentAt !== null
      ? copy.lead.visitorReplySent(formatDateTime(reply.sentAt))
      : reply.status === 'pending' && failing && reply.nextAttemptAt !== null
        ? copy.lead.visitorReplyRetry(formatDateTime(reply.nextAttemptAt))
        : VISITOR_REPLY_STATUS_LABELS[reply.status];
  return (
    <>
      <Text component="dt" fw={700} mt="xs">
        {copy.lead.fields.reference}
      </Text>
      <Text component="dd" ms={0} mb="xs">
        {reply.reference}
      </Text>
      <Text component="dt" fw={700}>
        {copy.lead.fields.visitorReply}
      </Text>
      <Text component="dd" ms={0} c={failing ? 'red.9' : undefined}>
        {state}
        {failing && reply.lastError !== null && (
          <Text component="span" display="block" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {copy.lead.visitorReplyError(reply.lastError)}
          </Text>
        )}
      </Text>
    </>
  );
}

/** A subscription's consent record (double opt-in): what was asked and shown, what was sent, when it was confirmed or left. */
function NewsletterConsent({ consent }: { consent: NonNullable<InboxLead['newsletterConsent']> }) {
  const text = copy.lead.consent;
  return (
    <section aria-labelledby="consenso-newsletter">
      <Title order={3} size="h5" id="consenso-newsletter" mb="xs">
        {text.heading}
      </Title>
      <List size="sm" spacing="xs">
        <List.Item>
          {text.asked(formatDateTime(consent.subscribedAt), consent.address)} {consent.notice === null ? '—' : `«${consent.notice}»`}
        </List.Item>
        <List.Item>
          {consent.confirmationSentAt === null ? text.notSent : text.sent(formatDateTime(consent.confirmationSentAt))}
          {consent.confirmationText !== null && (
            <details>
              <summary>{text.text}</summary>
              <Text component="pre" size="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {consent.confirmationText}
              </Text>
            </details>
          )}
        </List.Item>
        <List.Item>{consent.confirmedAt === null ? text.notConfirmed : text.confirmed(formatDateTime(consent.confirmedAt))}</List.Item>
        {consent.unsubscribedAt !== null && <List.Item>{text.unsubscribed(formatDateTime(consent.unsubscribedAt))}</List.Item>}
      </List>
    </section>
  );
}

export function LeadDrawer({ api, leadId, onClose, onErased }: LeadDrawerProps) {
  const lead = useQuery({ queryKey: ['lead', leadId], queryFn: () => api.getLead(leadId ?? ''), enabled: leadId !== undefined });
  return (
    <Drawer
      opened={leadId !== undefined}
      onClose={onClose}
      position="right"
      size="xl"
      title={lead.data === undefined ? copy.list.loading : copy.lead.title(personName(lead.data))}
    >
      {lead.error !== null && (
        <Alert variant="filled" color="red.9" role="alert">
          {lead.error.message}
        </Alert>
      )}
      {lead.data !== undefined && <LeadDetails key={lead.data.id} api={api} lead={lead.data} onErased={onErased} />}
    </Drawer>
  );
}

function LeadDetails({ api, lead, onErased }: { api: ApiClient; lead: InboxLead; onErased: (result: ErasureResult) => void }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string>(lead.status);
  const [note, setNote] = useState(lead.note);
  const [released, setReleased] = useState(false);
  const save = useMutation({
    mutationFn: () => api.updateLead(lead.id, { status, note }),
    onSuccess: async (updated) => {
      setReleased(lead.status === 'spam' && updated.status !== 'spam' && updated.deliveryStatus !== 'delivered');
      queryClient.setQueryData(['lead', lead.id], updated);
      await Promise.all(['leads', 'summary', 'first-answer'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
    },
  });
  // The press is the owner's first answer (recorded once by the store); the link opens the mail program all the same.
  const reply = useMutation({
    mutationFn: () => api.recordReply(lead.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['first-answer'] }),
  });
  const person = usePersonActions(api, onErased);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate();
  };
  const elapsed = lead.payload.elapsedMs;

  return (
    <Stack gap="lg">
      <Group>
        <StatusBadge status={lead.status} />
        <Anchor href={replyLink(lead)} onClick={() => reply.mutate()}>
          {copy.lead.reply}
        </Anchor>
      </Group>

      <dl>
        <Text component="dt" fw={700}>
          {copy.lead.fields.type}
        </Text>
        <Text component="dd" ms={0} mb="xs">
          {lead.type}
        </Text>
        <Text component="dt" fw={700}>
          {copy.lead.fields.receivedAt}
        </Text>
        <Text component="dd" ms={0} mb="xs">
          {formatDateTime(lead.receivedAt)}
        </Text>
        {TEXT_FIELDS.flatMap((field) => {
          const value = fieldValue(lead, field);
          if (value === undefined) return [];
          return [
            <Text component="dt" fw={700} key={`${field}-label`}>
              {copy.lead.fields[field]}
            </Text>,
            <Text component="dd" ms={0} mb="xs" key={field} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {value === '' ? '—' : value}
            </Text>,
          ];
        })}
        {elapsed !== undefined && (
          <>
            <Text component="dt" fw={700}>
              {copy.lead.fields.elapsed}
            </Text>
            <Text component="dd" ms={0} mb="xs">
              {copy.lead.seconds(elapsed)}
            </Text>
          </>
        )}
        <Text component="dt" fw={700}>
          {copy.lead.fields.delivery}
        </Text>
        <Text component="dd" ms={0}>
          {lead.status === 'spam' && lead.deliveryStatus !== 'delivered' ? '—' : DELIVERY_STATUS_LABELS[lead.deliveryStatus]}
        </Text>
        {lead.visitorReply !== null && <VisitorReply reply={lead.visitorReply} />}
      </dl>

      {lead.newsletterConsent !== null && <NewsletterConsent consent={lead.newsletterConsent} />}

      {lead.spamReasons.length > 0 && (
        <section aria-labelledby="perche-spam">
          <Title order={3} size="h5" id="perche-spam" mb="xs">
            {copy.lead.spamHeading}
          </Title>
          <List size="sm">
            {lead.spamReasons.map((reason) => (
              <List.Item key={reason}>{SPAM_REASON_LABELS[reason]}</List.Item>
            ))}
          </List>
        </section>
      )}

      <form onSubmit={submit}>
        <Stack gap="sm">
          <NativeSelect
            label={copy.lead.status}
            data={STATUS_OPTIONS}
            value={status}
            onChange={(event) => setStatus(event.currentTarget.value)}
          />
          <Textarea
            label={copy.lead.note}
            autosize
            minRows={3}
            maxLength={5000}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {copy.lead.save}
            </Button>
            <Text role="status">{save.isSuccess ? (released ? copy.lead.released : copy.lead.saved) : ''}</Text>
          </Group>
          {save.error !== null && (
            <Alert variant="filled" color="red.9" role="alert">
              {save.error.message}
            </Alert>
          )}
        </Stack>
      </form>

      <section aria-labelledby="dati-persona">
        <Title order={3} size="h5" id="dati-persona" mb="xs">
          {copy.person.fromLead}
        </Title>
        <Group>
          <Button variant="outline" loading={person.download.isPending} onClick={() => person.download.mutate(lead.payload.email)}>
            {copy.person.download}
          </Button>
          <Button variant="outline" color="red.9" onClick={() => person.askToErase(lead.payload.email)}>
            {copy.person.erase}
          </Button>
        </Group>
        {person.error !== null && (
          <Alert variant="filled" color="red.9" role="alert" mt="sm">
            {person.error.message}
          </Alert>
        )}
      </section>
      {person.confirmation}
    </Stack>
  );
}
