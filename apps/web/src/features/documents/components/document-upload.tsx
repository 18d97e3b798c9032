import { DOCUMENT_ACCEPT } from '@conto-gioco/shared/document-rules';
import { Alert, Button, FileInput, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { itDocuments } from '@/messages/it-documents';
import { useDocuments } from '../api/get-documents';
import { useUploadDocuments, type DocumentUpload as Upload } from '../api/upload-document';
import { DocumentList } from './document-list';
import classes from './document-upload.module.css';
import { fileProblem } from './file-checks';

const t = itDocuments.upload;
const SIDES = ['front', 'back'] as const;
type Side = (typeof SIDES)[number];
type PerSide<T> = Record<Side, T>;

type DocumentUploadProps = {
  /** Every chosen file was received: the account status should be read again. */
  onUploaded?: () => void;
  /** Also list what was already sent (default true). */
  withList?: boolean;
};

/**
 * The document upload (ours; access.md §2 'Document-upload modal'), inline or in the modal: front
 * and back, checked here as the server checks them (type by the first bytes, 5 MB), sent one after
 * the other with the progress, then the list of what was sent with its state.
 */
export function DocumentUpload({ onUploaded, withList = true }: DocumentUploadProps) {
  const [files, setFiles] = useState<PerSide<File | null>>({ front: null, back: null });
  const [problems, setProblems] = useState<PerSide<string | null>>({ front: null, back: null });
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(0);
  const [total, setTotal] = useState(0);
  const [succeeded, setSucceeded] = useState(false);
  const documents = useDocuments({ enabled: withList });
  const upload = useUploadDocuments({
    onProgress: setDone,
    onSuccess: () => {
      setFiles({ front: null, back: null });
      setSucceeded(true);
      onUploaded?.();
    },
  });

  const choose = async (side: Side, file: File | null) => {
    setFiles((current) => ({ ...current, [side]: file }));
    setFormError(null);
    setSucceeded(false);
    upload.reset();
    const problem = file ? await fileProblem(file) : null;
    setProblems((current) => ({ ...current, [side]: problem }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const uploads: Upload[] = SIDES.flatMap((side) => {
      const file = files[side];
      return file ? [{ side, file }] : [];
    });
    if (uploads.length === 0) {
      setFormError(t.chooseOne);
      return;
    }
    if (SIDES.some((side) => problems[side])) return;
    setDone(0);
    setTotal(uploads.length);
    upload.mutate(uploads);
  };

  const serverError =
    upload.error instanceof ApiError && upload.error.status === 200 ? upload.error.message : t.failed;

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate aria-label={t.title}>
        <Stack gap="md">
          <Stack gap={4}>
            <Text size="sm">{t.intro}</Text>
            <Text size="xs" c="dimmed">
              {t.formats}
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {SIDES.map((side) => (
              <FileInput
                key={side}
                label={side === 'front' ? t.front : t.back}
                placeholder={t.placeholder}
                accept={DOCUMENT_ACCEPT}
                value={files[side]}
                onChange={(file) => void choose(side, file)}
                error={problems[side]}
                clearable
                clearButtonProps={{ 'aria-label': t.remove }}
                disabled={upload.isPending}
                leftSection={<i className="ri-upload-2-line" aria-hidden />}
                fileInputProps={{ name: side }}
                classNames={{ placeholder: classes.placeholder, error: classes.error, input: classes.input }}
              />
            ))}
          </SimpleGrid>
          {formError && (
            <Text size="sm" className={classes.error} role="alert">
              {formError}
            </Text>
          )}
          {upload.isPending && (
            <Stack gap={4} role="status">
              <Text size="sm">{`${t.sending} ${t.progress(done, total)}`}</Text>
              <Progress value={total ? (Math.max(done, 0.3) / total) * 100 : 0} animated aria-hidden />
            </Stack>
          )}
          {upload.isError && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<i className="ri-error-warning-line" aria-hidden />}
            >
              {serverError}
            </Alert>
          )}
          {succeeded && (
            <Alert
              color="green"
              variant="light"
              role="status"
              icon={<i className="ri-checkbox-circle-line" aria-hidden />}
            >
              {t.uploaded}
            </Alert>
          )}
          <Button type="submit" loading={upload.isPending} style={{ alignSelf: 'flex-start' }}>
            {t.submit}
          </Button>
        </Stack>
      </form>
      {withList && documents.data && documents.data.length > 0 && (
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {itDocuments.list.title}
          </Text>
          <DocumentList documents={documents.data} />
        </Stack>
      )}
      {withList && documents.isError && (
        <Text size="sm" className={classes.error}>
          {itDocuments.list.loadFailed}
        </Text>
      )}
    </Stack>
  );
}
