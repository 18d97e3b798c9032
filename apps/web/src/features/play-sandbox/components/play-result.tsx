import type { Envelope } from '@conto-gioco/shared/envelope';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { itPlaySandbox as t } from '@/messages/it-play-sandbox';

type PlayCall<Data> = {
  data: Envelope<Data | null> | undefined;
  isError: boolean;
};

/**
 * What the last sandbox call did: its success (as `success` tells it), the operator API's refusal
 * in the player's words, or the call that did not get through.
 */
export function PlayResult<Data>({
  call,
  success,
  tone = () => 'green',
}: {
  call: PlayCall<Data>;
  success: (data: Data) => ReactNode;
  /** The colour of a success: green, or gray for one that won nothing. */
  tone?: (data: Data) => 'green' | 'gray';
}) {
  if (call.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t.failed}
      </Alert>
    );
  }
  const answer = call.data;
  if (!answer) return null;
  if (answer.ResponseCode !== 0 || !answer.ResponseData) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t.refusals[answer.ResponseCode] ?? (answer.ResponseMessage || t.refused)}
      </Alert>
    );
  }
  return (
    <Alert color={tone(answer.ResponseData)} variant="light" role="status">
      {success(answer.ResponseData)}
    </Alert>
  );
}
