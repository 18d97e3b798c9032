import { registrationClosed } from '@conto-gioco/shared/registration-window';
import { Container } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuthSession, startSession } from '@/features/auth/api/check-auth';
import { acceptLoginResponse, ensureDeviceToken } from '@/features/auth/api/login-request';
import { RegistrationForm } from '@/features/registration/components/registration-form';
import { RegistrationLocked } from '@/features/registration/components/registration-locked';
import type { RegisteredSession } from '@/features/registration/hooks/use-registration-wizard';
import { resolvePrefill } from '@/features/registration/lib/registration-settings';
import { isModuleOn, useSiteModules } from '@/features/site-config/api/get-site-modules';
import { paths } from '@/config/paths';
import { renderBotCheck } from '../../bot-check';
import classes from '../../layout/app-layout.module.css';

/**
 * /account/registration (open): locked when the site says so, otherwise the eleven-step form. On
 * success the new player is logged in with the login data the registration answered, and goes on
 * to the confirmation steps.
 */
export default function RegistrationRoute() {
  const modules = useSiteModules();
  const session = useAuthSession().data;
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Read once on arrival: the address's values are stored, stored ones that expired are dropped.
  const [prefill] = useState(() => resolvePrefill(params, session?.clientSettings?.RegistrationSettings));

  const onRegistered = useCallback(
    (data: RegisteredSession) => {
      const { session: started } = acceptLoginResponse(
        { ResponseCode: 0, ResponseMessage: '', ResponseData: data },
        ensureDeviceToken(),
      );
      startSession(queryClient, started);
    },
    [queryClient],
  );

  const closed = registrationClosed(
    {
      registrationEnabled: isModuleOn(modules, 'Registration_Enabled'),
      withdrawOnly: isModuleOn(modules, 'ConsentiSoloPrelievo'),
      nightLock: isModuleOn(modules, 'RegistrationLockedDuringNight'),
    },
    new Date(),
  );

  return (
    <Container size="lg" className={classes.registrationPage}>
      {closed ? (
        <RegistrationLocked />
      ) : (
        <RegistrationForm
          modules={modules}
          prefill={prefill}
          botCheck={renderBotCheck}
          onRegistered={onRegistered}
          onDone={() => void navigate(paths.account.registrationConfirm.getHref(), { replace: true })}
          onLeave={() => {
            // Back to where the visitor came from, or home when the form was the first page.
            if ((window.history.state as { idx?: number } | null)?.idx) void navigate(-1);
            else void navigate(paths.home.getHref());
          }}
        />
      )}
    </Container>
  );
}
