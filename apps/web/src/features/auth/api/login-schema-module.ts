export { loginRequest } from '@conto-gioco/shared/auth';
