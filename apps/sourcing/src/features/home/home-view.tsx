import type { TProject } from '@app/sdk';
import { useTranslation } from 'react-i18next';
import { ProjectCarousel } from '../projects/project-carousel';
import { AgentCards } from './agent-cards';
import './home.css';

export interface HomeViewProps {
  /** The signed-in user's name; without one the greeting is a plain 'Welcome back'. */
  userName: string | null | undefined;
  projects: TProject[] | undefined;
  total: number;
  isLoading: boolean;
  isError?: boolean;
  onRetry?: () => void;
}

/** /home after login: greeting, the two agent cards and the Recent Projects carousel. */
export function HomeView({ userName, ...carousel }: HomeViewProps) {
  const { t } = useTranslation('home');
  const name = userName?.trim();
  return (
    <div className="sr-home">
      <header className="sr-home__header">
        <h1 className="sr-home__title">{name ? t('welcomeNamed', { name }) : t('welcome')}</h1>
        <p className="sr-home__subtitle">{t('subtitle')}</p>
      </header>
      <AgentCards />
      <ProjectCarousel {...carousel} />
    </div>
  );
}
