import {
  TEMPORARY_EXCLUSION_DAYS,
  type ExclusionTerm,
  type ExclusionView,
} from '@conto-gioco/shared/responsible-gaming';
import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { LoadFailed, Loading } from '@/components/payments/load-state';
import { formatDateTime } from '@/lib/format';
import { itResponsibleGaming } from '@/messages/it-responsible-gaming';
import { useExclusionTypes } from '../api/get-exclusion-types';
import { useRequestReadmission } from '../api/request-readmission';
import { useSaveExclusion } from '../api/save-exclusion';

const t = itResponsibleGaming.exclusion;
type Notice = { ok: boolean; text: string; loggedOut?: boolean };

function describe(exclusion: ExclusionView, name: string) {
  const span =
    exclusion.termine === 'P'
      ? t.permanentSince(formatDateTime(exclusion.al))
      : t.until(formatDateTime(exclusion.al));
  const readmission = exclusion.riammissioneDal
    ? `, ${t.readmission(formatDateTime(exclusion.riammissioneDal))}`
    : '';
  return `${name}: ${span}${readmission}`;
}

/**
 * Self-exclusion (content-profile.md §3, §4, §9): one category (or the whole account) and one
 * duration, temporary (30, 60, 90 days) or permanent: a single choice, so the two are mutually
 * exclusive; a confirmation says it is irreversible.
 */
export function SelfExclusionSection() {
  const types = useExclusionTypes();
  const save = useSaveExclusion();
  const readmission = useRequestReadmission();
  const [category, setCategory] = useState<string | null>('0');
  const [term, setTerm] = useState<ExclusionTerm | null>(null);
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const submit = async () => {
    setConfirming(false);
    if (!term || category === null) return;
    setNotice(null);
    try {
      const answer = await save.mutateAsync({
        tipo: 3,
        termine: term,
        tipoTrasversale: Number(category),
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      if (answer.code === 0) setNotice({ ok: true, text: t.success, loggedOut: category === '0' });
      else setNotice({ ok: false, text: answer.desc });
    } catch {
      setNotice({ ok: false, text: itResponsibleGaming.connectionError });
    }
  };

  const askReadmission = async (tipoTrasversale: number) => {
    setNotice(null);
    try {
      const answer = await readmission.mutateAsync(tipoTrasversale);
      setNotice({ ok: answer.code === 0, text: answer.desc });
    } catch {
      setNotice({ ok: false, text: itResponsibleGaming.connectionError });
    }
  };

  let body;
  if (types.isPending) body = <Loading text={itResponsibleGaming.loading} />;
  else if (!types.data)
    body = (
      <LoadFailed
        text={t.loadFailed}
        retry={itResponsibleGaming.retry}
        onRetry={() => void types.refetch()}
      />
    );
  else {
    const names = new Map(types.data.tipi.map((tipo) => [tipo.id, tipo.descrizione]));
    body = (
      <Stack gap="sm" maw={480}>
        {types.data.esclusioni.length > 0 && (
          <Alert color="orange" variant="light" title={t.active}>
            <Stack gap={2} component="ul" m={0} pl="md">
              {types.data.esclusioni.map((exclusion) => (
                <li key={`${exclusion.tipoTrasversale}-${exclusion.dal}`}>
                  {describe(exclusion, names.get(exclusion.tipoTrasversale) ?? '')}
                  {exclusion.termine === 'P' && !exclusion.riammissioneDal && (
                    <Button
                      size="xs"
                      variant="outline"
                      ml="sm"
                      loading={readmission.isPending}
                      onClick={() => void askReadmission(exclusion.tipoTrasversale)}
                    >
                      {t.askReadmission}
                    </Button>
                  )}
                </li>
              ))}
            </Stack>
          </Alert>
        )}
        <Select
          label={t.category}
          data={types.data.tipi.map((tipo) => ({ value: String(tipo.id), label: tipo.descrizione }))}
          value={category}
          onChange={setCategory}
          allowDeselect={false}
        />
        <Radio.Group value={term} onChange={(value) => setTerm(value as ExclusionTerm)} label={t.chooseTerm}>
          <Stack gap="xs" mt="xs">
            <Text size="sm" fw={600}>
              {t.temporary}
            </Text>
            {TEMPORARY_EXCLUSION_DAYS.map((days) => (
              <Radio key={days} value={String(days)} label={t.days(days)} />
            ))}
            <Text size="sm" fw={600} mt="xs">
              {t.permanent}
            </Text>
            <Radio value="P" label={t.permanentLabel} />
          </Stack>
        </Radio.Group>
        <Textarea
          label={t.note}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
        />
        <Group>
          <Button
            color="red.8"
            disabled={!term || category === null}
            loading={save.isPending}
            onClick={() => setConfirming(true)}
          >
            {t.submit}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby="exclusion-title"
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="exclusion-title">
          {t.title}
        </Title>
        <Text size="sm">{t.intro}</Text>
        {body}
        {notice && (
          <Alert color={notice.ok ? 'green' : 'red'} variant="light" role={notice.ok ? 'status' : 'alert'}>
            <Text size="sm">{notice.text}</Text>
            {notice.loggedOut && <Text size="sm">{t.loggedOut}</Text>}
          </Alert>
        )}
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t.confirmTitle} centered>
        <Stack gap="md">
          <Text>{t.confirmText}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t.cancel}
            </Button>
            <Button color="red.8" onClick={() => void submit()}>
              {t.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
