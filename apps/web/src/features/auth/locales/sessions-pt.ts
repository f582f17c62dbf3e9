import type { Translated } from '../../../locales/types.ts';
import type { sessionsEn } from './sessions-en.ts';

export const sessionsPt: Translated<typeof sessionsEn> = {
  title: 'Onde você está conectado',
  intro:
    'Cada navegador ou aplicativo conectado à sua conta. Encerre a sessão de um que você não reconhece ou não usa mais.',
  adminTitle: 'Sessões de {{username}}',
  adminIntro: 'Cada navegador ou aplicativo conectado a esta conta. Sair encerra a sessão na hora.',
  loadFailed: 'Não foi possível carregar as sessões',
  empty: 'Nenhuma sessão ativa.',
  columns: {
    device: 'Dispositivo',
    address: 'Endereço',
    signedIn: 'Conectado em',
    how: 'Forma de login',
    actions: 'Ações',
  },
  unknownDevice: 'Dispositivo desconhecido',
  thisDevice: 'Este dispositivo',
  password: 'Senha',
  signOut: 'Sair',
  signOutLabel: 'Encerrar a sessão de {{device}}, conectado em {{when}}',
  signOutTitle: 'Encerrar esta sessão?',
  signOutText: 'O navegador ou aplicativo conectado nela é desconectado na hora.',
  signOutOthers: 'Sair de todos os outros lugares',
  signOutOthersTitle: 'Sair de todos os outros lugares?',
  signOutOthersText:
    'Todos os outros navegadores e aplicativos conectados à sua conta são desconectados na hora. Esta sessão continua.',
  signOutAll: 'Sair de todos os lugares',
  signOutAllTitle: 'Desconectar {{username}} de todos os lugares?',
  signOutAllText: 'Todos os navegadores e aplicativos conectados a esta conta são desconectados na hora.',
  cancel: 'Cancelar',
  done: {
    one: 'Sessão encerrada.',
    many: '{{count}} sessões encerradas.',
  },
};
