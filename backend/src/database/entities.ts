import { AdminAccount } from '../auth/admin-account.entity';
import { AdminSession } from '../auth/admin-session.entity';
import { LoginFailure } from '../auth/login-failure.entity';
import { NewsArticle } from '../news/news-article.entity';
import { Enquiry } from '../enquiries/enquiry.entity';
import { Newsletter } from '../newsletters/newsletter.entity';

/** Every TypeORM entity of the clinic's database. */
export const entities: Function[] = [AdminAccount, AdminSession, LoginFailure, NewsArticle, Enquiry, Newsletter];
