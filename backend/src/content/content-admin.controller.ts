import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  ParseEnumPipe,
  Post,
  Put,
  UploadedFiles,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { ApiConsumes, ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentAdmin, CurrentAdminInfo } from '../auth/current-admin.decorator';
import { SessionGuard } from '../auth/session.guard';
import { imageFormInterceptor, type ImageUploads } from '../media/image-form.interceptor';
import { ContentUploadsService } from './content-uploads.service';
import { ContentService, SINGLE_ITEM_KINDS, type ContentRef, type SingleItemKind } from './content.service';
import { SitePublisher } from './site-publisher.service';
import { Audited, param } from '../audit/audited';
import { StaffAreaOf } from '../auth/staff-access';
import { MAX_VIDEO_BYTES, videoMessages } from '@aura/contract';

const kindParam = new ParseEnumPipe(Object.fromEntries(SINGLE_ITEM_KINDS.map((kind) => [kind, kind])), {
  exceptionFactory: () => new NotFoundException('Content not found'),
});
/** The page a preview of a single item shows. */
const PREVIEW_PAGE: Partial<Record<SingleItemKind, string>> = {
  clinic: '/contact',
  faq: '/',
  doctor: '/about',
  testimonials: '/',
  hero: '/',
  'treatment-order': '/',
  gallery: '/gallery',
  figures: '/',
  'review-summaries': '/',
  team: '/about',
};
/** One photo per upload, in the field `image`. */
const PhotoUploadInterceptor = imageFormInterceptor({ images: ['image'], fields: 0, fieldSize: 0 });
/** One video per upload, in the field `video`. */
const VideoUploadInterceptor = imageFormInterceptor({ images: ['video'], fields: 0, fieldSize: 0, maxFileBytes: MAX_VIDEO_BYTES, tooLarge: videoMessages.tooLarge });
const treatment = (id: string): ContentRef => ({ kind: 'treatment', key: id });
const single = (kind: SingleItemKind): ContentRef => ({ kind, key: '' });

/**
 * The clinic content the admin edits in the dashboard ("Site content"), with its history:
 * single items (`/admin/content/clinic`) and treatments (`/admin/content/treatments/:id`).
 */
@ApiTags('admin')
@ApiCookieAuth()
@Controller('admin/content')
@UseGuards(SessionGuard)
@StaffAreaOf('content')
export class ContentAdminController {
  constructor(
    private readonly content: ContentService,
    private readonly publisher: SitePublisher,
    private readonly uploads: ContentUploadsService,
  ) {}

  private async preview(ref: ContentRef, item: Record<string, unknown>, path: string) {
    return { success: true, path, html: await this.publisher.preview(ref, item, path) };
  }

  @Post('images')
  @UseInterceptors(PhotoUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary: 'Upload a photo for a treatment, its before/after or the doctor (multipart field "image", at most 5 MB); put the answer’s image in the item',
  })
  async uploadImage(@UploadedFiles() files: ImageUploads<'image'> | undefined, @CurrentAdmin() admin: CurrentAdminInfo) {
    const file = files?.image?.[0];
    if (!file) throw new BadRequestException('Choose an image to upload');
    return { success: true, image: await this.uploads.upload(file.buffer, admin.username) };
  }

  @Post('videos')
  @UseInterceptors(VideoUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary: 'Upload a video for the gallery (multipart field "video": MP4 (H.264) or WebM, told by its bytes, at most 50 MB); put the answer’s video in the item',
  })
  async uploadVideo(@UploadedFiles() files: ImageUploads<'video'> | undefined, @CurrentAdmin() admin: CurrentAdminInfo) {
    const file = files?.video?.[0];
    if (!file) throw new BadRequestException(videoMessages.missing);
    return { success: true, video: await this.uploads.uploadVideo(file.buffer, admin.username) };
  }

  @Get('treatments')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Every treatment in menu order (hidden ones too), each with its version' })
  async treatments() {
    const listed = await this.content.list('treatment');
    return { success: true, items: listed.map(({ item, version, builtIn }) => ({ ...item, version, builtIn })) };
  }

  @Post('treatments')
  @Audited('content.save', (req, answer) => `treatment ${String((answer as { item?: { id?: string } })?.item?.id ?? req.body?.id ?? '')}`.slice(0, 100))
  @ApiOperation({ summary: 'Add a treatment under the page address (id) it names; 409 when the address is taken' })
  async addTreatment(@Body() body: Record<string, unknown>, @CurrentAdmin() admin: CurrentAdminInfo) {
    return { success: true, ...(await this.content.create('treatment', body, admin.username)) };
  }

  @Post('treatments/preview')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'The HTML a new treatment’s page would have (nothing is saved); 400 with field messages' })
  async previewNewTreatment(@Body() body: Record<string, unknown>) {
    const item = await this.content.check('treatment', body);
    return this.preview({ kind: 'treatment', key: String(item.id) }, item, `/service/${String(item.id)}`);
  }

  @Post('treatments/:id/preview')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'The HTML the treatment’s page would have with these changes (nothing is saved)' })
  async previewTreatment(@Param('id') id: string, @Body() body: Record<string, unknown>) {
    await this.content.current(treatment(id));
    const item = await this.content.check('treatment', body, id);
    return this.preview(treatment(id), item, `/service/${id}`);
  }

  @Get('treatments/:id')
  @Header('Cache-Control', 'no-store')
  async readTreatment(@Param('id') id: string) {
    return { success: true, ...(await this.content.current(treatment(id))) };
  }

  @Put('treatments/:id')
  @Audited('content.save', (req) => `treatment ${String(req.params.id)}`.slice(0, 100))
  @ApiOperation({ summary: 'Save a treatment, sent with the version it was read at; 409 when someone saved since' })
  async saveTreatment(@Param('id') id: string, @Body() body: Record<string, unknown>, @CurrentAdmin() admin: CurrentAdminInfo) {
    return { success: true, ...(await this.content.save(treatment(id), body, admin.username)) };
  }

  @Delete('treatments/:id')
  @Audited('content.delete', (req) => `treatment ${String(req.params.id)}`.slice(0, 100))
  @ApiOperation({ summary: 'Delete a treatment (its history keeps it, to restore)' })
  async deleteTreatment(@Param('id') id: string, @CurrentAdmin() admin: CurrentAdminInfo) {
    await this.content.remove(treatment(id), admin.username);
    return { success: true, message: 'Treatment deleted' };
  }

  @Get('treatments/:id/revisions')
  @Header('Cache-Control', 'no-store')
  async treatmentRevisions(@Param('id') id: string) {
    return { success: true, items: await this.content.revisions(treatment(id)) };
  }

  @Post('treatments/:id/revisions/:revision/restore')
  @Audited('content.restore', (req) => `treatment ${String(req.params.id)} revision ${String(req.params.revision)}`.slice(0, 150))
  @HttpCode(HttpStatus.OK)
  async restoreTreatment(@Param('id') id: string, @Param('revision') revision: string, @CurrentAdmin() admin: CurrentAdminInfo) {
    return { success: true, ...(await this.content.restore(treatment(id), revision, admin.username)) };
  }

  @Get(':kind')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The current item of a kind (e.g. clinic) and its version; version 0 is the built-in item' })
  async current(@Param('kind', kindParam) kind: SingleItemKind) {
    return { success: true, ...(await this.content.current(single(kind))) };
  }

  @Put(':kind')
  @Audited('content.save', param('kind'))
  @ApiOperation({ summary: 'Save the item, sent with the version it was read at; 409 when someone saved since' })
  async save(@Param('kind', kindParam) kind: SingleItemKind, @Body() body: Record<string, unknown>, @CurrentAdmin() admin: CurrentAdminInfo) {
    return { success: true, ...(await this.content.save(single(kind), body, admin.username)) };
  }

  @Post(':kind/preview')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'The HTML of the page that shows this item most (clinic: /contact, faq: /) with these changes; nothing is saved' })
  async previewItem(@Param('kind', kindParam) kind: SingleItemKind, @Body() body: Record<string, unknown>) {
    const item = await this.content.check(kind, body);
    const page = PREVIEW_PAGE[kind];
    if (!page) throw new BadRequestException('No page of the site shows these settings');
    return this.preview(single(kind), item, page);
  }

  @Get(':kind/revisions')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Every saved revision, newest first, with who saved it, when and what changed; the built-in item last' })
  async revisions(@Param('kind', kindParam) kind: SingleItemKind) {
    return { success: true, items: await this.content.revisions(single(kind)) };
  }

  @Post(':kind/revisions/:id/restore')
  @Audited('content.restore', (req) => `${String(req.params.kind)} revision ${String(req.params.id)}`.slice(0, 150))
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Make a revision (or "built-in") current again, as a new revision' })
  async restore(@Param('kind', kindParam) kind: SingleItemKind, @Param('id') id: string, @CurrentAdmin() admin: CurrentAdminInfo) {
    return { success: true, ...(await this.content.restore(single(kind), id, admin.username)) };
  }
}
