import { Body, Controller, Get, Header, HttpCode, HttpStatus, NotFoundException, Param, ParseEnumPipe, Post, Put, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentAdmin, CurrentAdminInfo } from '../auth/current-admin.decorator';
import { SessionGuard } from '../auth/session.guard';
import { ContentService, SINGLE_ITEM_KINDS, type SingleItemKind } from './content.service';

const kindParam = new ParseEnumPipe(Object.fromEntries(SINGLE_ITEM_KINDS.map((kind) => [kind, kind])), {
  exceptionFactory: () => new NotFoundException('Content not found'),
});

/** The clinic content the admin edits in the dashboard ("Site content"), with its history. */
@ApiTags('admin')
@ApiCookieAuth()
@Controller('admin/content')
@UseGuards(SessionGuard)
export class ContentAdminController {
  constructor(private readonly content: ContentService) {}

  @Get(':kind')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The current item of a kind (e.g. clinic) and its version; version 0 is the built-in item' })
  async current(@Param('kind', kindParam) kind: SingleItemKind) {
    return { success: true, ...(await this.content.current(kind)) };
  }

  @Put(':kind')
  @ApiOperation({ summary: 'Save the item, sent with the version it was read at; 409 when someone saved since' })
  async save(@Param('kind', kindParam) kind: SingleItemKind, @Body() body: Record<string, unknown>, @CurrentAdmin() admin: CurrentAdminInfo) {
    return { success: true, ...(await this.content.save(kind, body, admin.username)) };
  }

  @Get(':kind/revisions')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Every saved revision, newest first, with who saved it, when and what changed; the built-in item last' })
  async revisions(@Param('kind', kindParam) kind: SingleItemKind) {
    return { success: true, items: await this.content.revisions(kind) };
  }

  @Post(':kind/revisions/:id/restore')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Make a revision (or "built-in") current again, as a new revision' })
  async restore(@Param('kind', kindParam) kind: SingleItemKind, @Param('id') id: string, @CurrentAdmin() admin: CurrentAdminInfo) {
    return { success: true, ...(await this.content.restore(kind, id, admin.username)) };
  }
}
