import { Anchor, Button, Container, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { UserData } from '@conto-gioco/shared/auth';
import { paths } from '@/config/paths';
import { authSessionQueryKey, useUser } from '@/features/auth/api/check-auth';
import { DocumentUpload } from '@/features/documents/components/document-upload';
import { useSiteModules } from '@/features/site-config/api/get-site-modules';
import { accountStatusQueryKey, useAccountStatus } from '@/features/status/api/get-account-status';
import { MobileConfirm } from '@/features/status/components/mobile-confirm';
import { formatDate } from '@/lib/format';
import { itDocuments } from '@/messages/it-documents';
import { itStatus } from '@/messages/it-status';

const t = itDocuments.confirm;

type Step = 'documents' | 'mobile' | 'deposit' | 'group';

/** The messaging-group link of the site variable, when it is a web address (anything else is not offered). */
function messagingGroupLink(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * /account/registration/confirm (open; access.md §2 'Registration confirmation'): where a new player
 * lands, logged in, after registering. Four steps: congratulations and the documents (or 'Non ora');
 * the SMS code, skipped when the mobile is already confirmed; the first top-up or skip; the
 * messaging group when the site has a link for it; then home. A guest is asked to log in first.
 */
export default function RegistrationConfirmRoute() {
  const user = useUser();
  if (!user) return <GuestPanel />;
  return <ConfirmSteps user={user} />;
}

function GuestPanel() {
  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          <Title order={1} size="h2">
            {t.guest.title}
          </Title>
          <Text>{t.guest.text}</Text>
          <Button
            component={Link}
            to={paths.account.login.getHref({ returnUrl: paths.account.registrationConfirm.getHref() })}
          >
            {t.guest.login}
          </Button>
          <Anchor component={Link} to={paths.account.registration.getHref()} size="sm">
            {t.guest.register}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}

function ConfirmSteps({ user }: { user: UserData }) {
  const modules = useSiteModules();
  const groupLink = messagingGroupLink(modules.MessagingGroupLink);
  const steps: Step[] = ['documents', 'mobile', 'deposit', ...(groupLink ? (['group'] as const) : [])];
  const [step, setStep] = useState<Step>('documents');
  const [sent, setSent] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useAccountStatus();

  /** The step after `from`: the SMS step is skipped when the mobile is confirmed; after the last, home. */
  const goOn = (from: Step, mobileConfirmed = user.confirmedMobile) => {
    const rest = steps.slice(steps.indexOf(from) + 1).filter((s) => s !== 'mobile' || !mobileConfirmed);
    const next = rest[0];
    if (next) setStep(next);
    else void navigate(paths.home.getHref());
  };

  const index = steps.indexOf(step);
  const deadline = status.data?.documentsDeadline;
  // Documents already sent (being checked or accepted) have no deadline left to tell.
  const documentsSent = status.data?.documentState === 0 || status.data?.documentState === 3;

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t.pageTitle}
        </Title>
        <Stepper active={index} size="sm" iconSize={32} aria-label={t.stepsLabel}>
          {steps.map((name, position) => (
            <Stepper.Step
              key={name}
              label={
                <Text span size="sm" visibleFrom="xs" fw={position === index ? 700 : undefined}>
                  {t.steps[name]}
                </Text>
              }
              aria-label={t.steps[name]}
              aria-current={position === index ? 'step' : undefined}
              allowStepSelect={false}
              completedIcon={<i className="ri-check-line" aria-hidden />}
            />
          ))}
        </Stepper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Text size="sm" c="dimmed" fw={600}>
              {t.stepOf(index + 1, steps.length)}
            </Text>

            {step === 'documents' && (
              <>
                <Title order={2} size="h3">
                  {t.documents.title}
                </Title>
                <Text>{t.documents.text}</Text>
                {deadline ? (
                  <Text fw={600}>
                    {itStatus.documentsDeadline(formatDate(deadline), status.data?.documentsDaysLeft ?? 0)}
                  </Text>
                ) : (
                  !status.isPending && !documentsSent && <Text fw={600}>{t.documents.within30Days}</Text>
                )}
                <DocumentUpload
                  onUploaded={() => {
                    setSent(true);
                    void queryClient.invalidateQueries({ queryKey: accountStatusQueryKey });
                  }}
                />
                <Group justify="flex-end">
                  <Button variant={sent ? 'filled' : 'default'} onClick={() => goOn('documents')}>
                    {sent ? t.next : t.notNow}
                  </Button>
                </Group>
              </>
            )}

            {step === 'mobile' && (
              <>
                <Title order={2} size="h3">
                  {t.mobile.title}
                </Title>
                <Text>{t.mobile.text(status.data?.cellulare ?? '')}</Text>
                <MobileConfirm
                  cellulare={status.data?.cellulare ?? ''}
                  onConfirmed={() => {
                    void queryClient.invalidateQueries({ queryKey: authSessionQueryKey });
                    goOn('mobile', true);
                  }}
                />
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => goOn('mobile')}>
                    {t.skip}
                  </Button>
                </Group>
              </>
            )}

            {step === 'deposit' && (
              <>
                <Title order={2} size="h3">
                  {t.deposit.title}
                </Title>
                <Text>{t.deposit.text}</Text>
                <Group justify="space-between">
                  <Button
                    component={Link}
                    to={paths.account.deposit.getHref()}
                    leftSection={<i className="ri-wallet-3-line" aria-hidden />}
                  >
                    {t.deposit.action}
                  </Button>
                  <Button variant="default" onClick={() => goOn('deposit')}>
                    {t.skip}
                  </Button>
                </Group>
              </>
            )}

            {step === 'group' && groupLink && (
              <>
                <Title order={2} size="h3">
                  {t.group.title}
                </Title>
                <Text>{t.group.text}</Text>
                <Group justify="space-between">
                  <Button
                    component="a"
                    href={groupLink}
                    target="_blank"
                    rel="noopener noreferrer"
                    leftSection={<i className="ri-group-line" aria-hidden />}
                    onClick={() => goOn('group')}
                  >
                    {t.group.action}
                  </Button>
                  <Button variant="default" onClick={() => goOn('group')}>
                    {t.group.home}
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
