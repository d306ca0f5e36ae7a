import { useParams } from 'react-router';
import { HelpArticle } from './help-article';
import { HelpCentre } from './help-centre';

/** /help: the help centre (page table entry). */
export function HelpCentrePage() {
  return <HelpCentre />;
}

/** /help/{slug}: one article (page table entry); the key gives each article a fresh page. */
export function HelpArticlePage() {
  const { slug = '' } = useParams();
  return <HelpArticle key={slug} slug={slug} />;
}
