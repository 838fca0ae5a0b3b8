import {
  Body,
  Controller,
  Delete,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
  UploadedFiles,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { SessionGuard } from '../auth/session.guard';
import { MessageResponse } from '../auth/auth.dto';
import { imageFormInterceptor, ImageUploads } from '../media/image-form.interceptor';
import { ArticleFieldsDto, ArticleFormDto, ArticleSavedResponse } from './news.dto';
import { ArticleImageUploads, NewsService } from './news.service';
import { Audited, param } from '../audit/audited';
import { StaffAreaOf } from '../auth/staff-access';

const IMAGE_FIELDS = ['cardImage', 'contentImage'] as const;
type ArticleUploads = ImageUploads<(typeof IMAGE_FIELDS)[number]>;
// 50 paragraphs of 5000 characters, up to 3 bytes each in UTF-8, plus JSON quoting.
const ArticleUploadInterceptor = imageFormInterceptor({ images: IMAGE_FIELDS, fields: 12, fieldSize: 1024 * 1024 });

function imagesOf(files: ArticleUploads | undefined): ArticleImageUploads {
  return { cardImage: files?.cardImage?.[0]?.buffer, contentImage: files?.contentImage?.[0]?.buffer };
}

/** The admin's article writes. The session is checked before the upload is even read. */
@ApiTags('news')
@ApiCookieAuth()
@ApiUnauthorizedResponse({ description: 'No valid admin session' })
@Controller('news')
@UseGuards(SessionGuard)
@StaffAreaOf('news')
export class NewsAdminController {
  constructor(private readonly news: NewsService) {}

  @Post()
  @UseInterceptors(ArticleUploadInterceptor)
  @Audited('article.create', (_req, answer) => (answer as { item?: { slug?: string } } | undefined)?.item?.slug)
  @ApiOperation({ summary: 'Add an article (slug made from the title)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ArticleFormDto })
  @ApiCreatedResponse({ type: ArticleSavedResponse })
  @ApiBadRequestResponse({ description: 'A field or an image is not acceptable' })
  @ApiServiceUnavailableResponse({ description: 'The image store is down; nothing was saved' })
  async create(@Body() fields: ArticleFieldsDto, @UploadedFiles() files?: ArticleUploads) {
    const article = await this.news.create(fields, imagesOf(files));
    return { success: true, message: 'News article added successfully', item: this.news.toResponse(article) };
  }

  @Put(':slug')
  @UseInterceptors(ArticleUploadInterceptor)
  @Audited('article.update', param('slug'))
  @ApiOperation({ summary: 'Edit an article; fields and images not sent are kept, the slug never changes' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ArticleFormDto })
  @ApiOkResponse({ type: ArticleSavedResponse })
  async update(@Param('slug') slug: string, @Body() fields: ArticleFieldsDto, @UploadedFiles() files?: ArticleUploads) {
    const article = await this.news.update(slug, fields, imagesOf(files));
    return { success: true, message: 'News article updated successfully', item: this.news.toResponse(article) };
  }

  @Delete(':slug')
  @HttpCode(HttpStatus.OK)
  @Audited('article.delete', param('slug'))
  @ApiOperation({ summary: 'Delete an article and its images' })
  @ApiOkResponse({ type: MessageResponse })
  async remove(@Param('slug') slug: string) {
    await this.news.remove(slug);
    return { success: true, message: 'News article deleted successfully' };
  }
}
