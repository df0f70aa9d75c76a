import type { TProject } from '@app/sdk';
import { Button, buttonClassName, EmptyState, Input, Pager, Spinner } from '@app/ui';
import { FolderPlus, Plus, Search, SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProjectCard } from '../projects/project-card';
import { MAX_PAGE_BUTTONS, pageCount, pageSlice } from './pagination';
import { matchesSearch } from './search';
import './projects-list.css';

export interface ProjectsListProps {
  /** Every project of the user (the list pages on the client); undefined while loading. */
  projects: TProject[] | undefined;
  isLoading: boolean;
}

/** /projects: search, a three-column grid and client-side pages of 12 (spec part 2). */
export function ProjectsList({ projects, isLoading }: ProjectsListProps) {
  const { t } = useTranslation('sourcing');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const all = useMemo(() => projects ?? [], [projects]);
  const filtered = useMemo(
    () => all.filter((project) => matchesSearch(project, query, t('projectFallback', { id: project.id }))),
    [all, query, t],
  );
  const pages = pageCount(filtered.length);
  const current = Math.min(page, pages);

  const onSearch = (value: string) => {
    setQuery(value);
    setPage(1);
  };

  return (
    <div className="sr-projects">
      <header className="sr-projects__header">
        <div>
          <h1 className="sr-projects__title">{t('list.title')}</h1>
          {!isLoading && <p className="sr-projects__count">{t('list.showing', { filtered: filtered.length, count: all.length })}</p>}
        </div>
        <Link to="/sourcing/app" className={buttonClassName()}>
          <Plus aria-hidden size={18} />
          {t('list.newProject')}
        </Link>
      </header>

      {isLoading ? (
        <div className="sr-projects__loading" role="status">
          <Spinner />
          <span>{t('list.loading')}</span>
        </div>
      ) : all.length === 0 ? (
        <EmptyState
          icon={<FolderPlus />}
          title={t('list.emptyTitle')}
          text={t('list.emptyDescription')}
          action={
            <Link to="/sourcing/app" className={buttonClassName()}>
              {t('list.createFirst')}
            </Link>
          }
        />
      ) : (
        <>
          <Input
            type="search"
            aria-label={t('list.searchLabel')}
            placeholder={t('list.searchPlaceholder')}
            value={query}
            onChange={(event) => onSearch(event.target.value)}
            endAdornment={<Search aria-hidden size={18} />}
            fieldClassName="sr-projects__search"
          />
          {filtered.length === 0 ? (
            <EmptyState
              icon={<SearchX />}
              title={t('list.noResultsTitle')}
              text={t('list.noResultsDescription', { query: query.trim() })}
              action={
                <Button variant="secondary" onClick={() => onSearch('')}>
                  {t('list.clearSearch')}
                </Button>
              }
            />
          ) : (
            <ul className="sr-projects__grid">
              {pageSlice(filtered, current).map((project) => (
                <li key={project.id}>
                  <ProjectCard project={project} />
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && (
            <Pager
              label={t('list.pagination')}
              page={current}
              pageCount={pages}
              onPageChange={setPage}
              maxPageButtons={MAX_PAGE_BUTTONS}
              pageLabel={(n) => t('list.page', { page: n })}
              previousLabel={t('list.previous')}
              nextLabel={t('list.next')}
            />
          )}
        </>
      )}
    </div>
  );
}
