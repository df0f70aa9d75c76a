import { ArrowRight, Landmark, PackageSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface AgentCardProps {
  icon: ReactNode;
  name: string;
  description: string;
  action: string;
  /** Rendered as a plain `<a>` (another app) or a router link (this app). */
  link: (props: { className: string; children: ReactNode }) => ReactNode;
}

function AgentCard({ icon, name, description, action, link }: AgentCardProps) {
  return (
    <li className="sr-agent">
      <div className="sr-agent__icon" aria-hidden="true">
        {icon}
      </div>
      <h3 className="sr-agent__name">
        {link({
          className: 'sr-agent__link',
          children: name,
        })}
      </h3>
      <p className="sr-agent__description">{description}</p>
      <span className="sr-agent__action" aria-hidden="true">
        {action}
        <ArrowRight size={16} />
      </span>
    </li>
  );
}

/**
 * The two assistants. /chat belongs to the regulation-chat app, so it is a full navigation;
 * /sourcing/app is in this app and uses the router.
 */
export function AgentCards() {
  const { t } = useTranslation('home');
  return (
    <section className="sr-agents" aria-labelledby="sr-agents-title">
      <h2 id="sr-agents-title" className="sr-home__section-title">
        {t('agents.title')}
      </h2>
      <ul className="sr-agents__list">
        <AgentCard
          icon={<Landmark />}
          name={t('agents.urbanPlanning.name')}
          description={t('agents.urbanPlanning.description')}
          action={t('agents.urbanPlanning.action')}
          link={(props) => <a href="/chat" {...props} />}
        />
        <AgentCard
          icon={<PackageSearch />}
          name={t('agents.sourcing.name')}
          description={t('agents.sourcing.description')}
          action={t('agents.sourcing.action')}
          link={(props) => <Link to="/sourcing/app" {...props} />}
        />
      </ul>
    </section>
  );
}
