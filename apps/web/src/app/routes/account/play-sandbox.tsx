import { PlaySandboxScreen } from '@/features/play-sandbox/components/play-sandbox-screen';

/** /account/ambiente-di-prova (login required): the game platform's sandbox, when the server has it on. */
export default function PlaySandboxRoute() {
  return <PlaySandboxScreen />;
}
