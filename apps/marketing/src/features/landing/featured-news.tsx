import { articles } from '../news/data';
import { featuredArticles } from '../news/filter';
import { NewsCard } from '../news/news-card';

/** The landing page's featured articles (at most 6, newest first). Its own chunk: it holds the articles. */
export default function FeaturedNews() {
  return (
    <ul className="mk-grid mk-grid--3">
      {featuredArticles(articles).map((article) => (
        <li key={article.id}>
          <NewsCard article={article} />
        </li>
      ))}
    </ul>
  );
}
