import { Button, type ButtonProps } from '@mantine/core';
import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import { useUser } from '@/features/auth/api/check-auth';
import type { LoginResult } from '@/features/auth/api/login-user';
import { isModuleOn, useSiteModules } from '@/features/site-config/api/get-site-modules';
import { useAfterLogin } from '../use-after-login';

// The modal, the form, its schema and the validation library stay out of the first load.
const loadDialog = () => import('./login-modal-dialog');
const LoginModalDialog = lazy(loadDialog);

const LoginModalContext = createContext<() => void>(() => undefined);

/** The login modal, opened from the header or the home page; after login it closes and the page stays. */
export function LoginModalProvider({ children }: { children: ReactNode }) {
  const user = useUser();
  const modules = useSiteModules();
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  const afterLogin = useAfterLogin();

  const open = () => {
    setRequested(true);
    setOpened(true);
  };
  const close = () => setOpened(false);
  const onLoggedIn = (result: LoginResult) => {
    close();
    afterLogin(result, null);
  };

  return (
    <LoginModalContext.Provider value={open}>
      {children}
      {requested && (
        <Suspense fallback={null}>
          <LoginModalDialog
            opened={opened && !user}
            onClose={close}
            infoBoxEnabled={isModuleOn(modules, 'V3_Login_InfoBox_Enabled')}
            onLoggedIn={onLoggedIn}
          />
        </Suspense>
      )}
    </LoginModalContext.Provider>
  );
}

/** The login modal's opener, for anything that is not a LoginModalButton (a CMS call-to-action). */
export function useLoginModal(): () => void {
  const open = useContext(LoginModalContext);
  return () => {
    void loadDialog();
    open();
  };
}

/** A button that opens the login modal; the modal's code is fetched as soon as the pointer nears it. */
export function LoginModalButton({ children, ...props }: ButtonProps & { children: ReactNode }) {
  const open = useContext(LoginModalContext);
  const preload = () => void loadDialog();
  return (
    <Button {...props} onClick={open} onPointerEnter={preload} onFocus={preload}>
      {children}
    </Button>
  );
}
