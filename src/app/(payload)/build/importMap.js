import { OwnerCell as OwnerCell_cfe8d5a0e8877a95b381e27eee3fd1e3 } from '@/components/admin/OwnerCell'
import { AssignToMe as AssignToMe_876e5a29e90324016c8e5acd418a3477 } from '@/components/admin/AssignToMe'
import { LeadValue as LeadValue_cb2948d355e1590a6c7d5b3f9e6b04cb } from '@/components/admin/LeadValue'
import { LeadNotes as LeadNotes_13a94a4c157b9c68eed359eb3a39a464 } from '@/components/admin/LeadNotes'
import { DeliverySummary as DeliverySummary_6912c558bb31f34ffda265049d88ec78 } from '@/components/admin/DeliverySummary'
import { Folded as Folded_6912c558bb31f34ffda265049d88ec78 } from '@/components/admin/DeliverySummary'
import { OfficeTimeCell as OfficeTimeCell_13b32db2b537713cb9fae8a04a0d8774 } from '@/components/admin/OfficeTimeCell'
import { LeadViews as LeadViews_6fef9acccb52e724aa9ddd5c2f9ecc22 } from '@/components/admin/LeadViews'
import { ExportCsvLink as ExportCsvLink_7ba9c947fd3118eaeb6daef65161bab5 } from '@/components/admin/ExportCsvLink'
import { MarkSpamButton as MarkSpamButton_ee3545d7a65198e09c01c2f00ae7929d } from '@/components/admin/MarkSpamButton'
import { OfficeDocumentTimes as OfficeDocumentTimes_34db0936d84e47990ecbc0c625b95c8b } from '@/components/admin/OfficeDocumentTimes'
import { OfficeTimeField as OfficeTimeField_a14c35ba7ebc656e90b384c16b3276d6 } from '@/components/admin/OfficeTimeField'
import { SlugFromTitle as SlugFromTitle_f372103048deb22b400cf2ce4ee41cd1 } from '@/components/admin/SlugFromTitle'
import { YesNoCell as YesNoCell_93cbdbe04b9517ce5a0059dffb93f803 } from '@/components/admin/YesNoCell'
import { PublishButton as PublishButton_96a5e1718d4fe0933252dd99ab1f48e4 } from '@/components/admin/PublishButton'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AccountSecurity as AccountSecurity_1f868785c73dc3034c67564a0967fa62 } from '@/components/admin/AccountSecurity'
import { SecondFactorCell as SecondFactorCell_5902233d791d0a3c92e8ead7533b5370 } from '@/components/admin/SecondFactorCell'
import { RemoveStaff as RemoveStaff_0ff0aa155d43554994466d7dff98e71e } from '@/components/admin/RemoveStaff'
import { SkipToFirstLead as SkipToFirstLead_5ab8229d3e9af40b0a72cc68cf3aade2 } from '@/components/admin/SkipToFirstLead'
import { StaffBanner as StaffBanner_38069c2c00d3bfe5375d49fadff579e3 } from '@/components/admin/StaffBanner'
import { NamedControls as NamedControls_895d46752ea73cb09e02677b3fa3c48f } from '@/components/admin/NamedControls'
import { OpenNav as OpenNav_7af63f74d32a3b5689522a92184a1695 } from '@/components/admin/OpenNav'
import { AdminIcon as AdminIcon_066c562e10ad4e70ff0de1a39f9b91f6 } from '@/components/admin/Brand'
import { AdminLogo as AdminLogo_066c562e10ad4e70ff0de1a39f9b91f6 } from '@/components/admin/Brand'
import { PasskeySignIn as PasskeySignIn_0d873afc5f622485cd9c898a110cf3d3 } from '@/components/admin/PasskeySignIn'
import { StaffDashboard as StaffDashboard_cb9475bf7baae3741e3cda2b9fa888e2 } from '@/components/admin/StaffDashboard'
import { SecondFactorStep as SecondFactorStep_47e32e6820bc2a55bbaf4affbbd513fb } from '@/components/admin/SecondFactorStep'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/components/admin/OwnerCell#OwnerCell": OwnerCell_cfe8d5a0e8877a95b381e27eee3fd1e3,
  "@/components/admin/AssignToMe#AssignToMe": AssignToMe_876e5a29e90324016c8e5acd418a3477,
  "@/components/admin/LeadValue#LeadValue": LeadValue_cb2948d355e1590a6c7d5b3f9e6b04cb,
  "@/components/admin/LeadNotes#LeadNotes": LeadNotes_13a94a4c157b9c68eed359eb3a39a464,
  "@/components/admin/DeliverySummary#DeliverySummary": DeliverySummary_6912c558bb31f34ffda265049d88ec78,
  "@/components/admin/DeliverySummary#Folded": Folded_6912c558bb31f34ffda265049d88ec78,
  "@/components/admin/OfficeTimeCell#OfficeTimeCell": OfficeTimeCell_13b32db2b537713cb9fae8a04a0d8774,
  "@/components/admin/LeadViews#LeadViews": LeadViews_6fef9acccb52e724aa9ddd5c2f9ecc22,
  "@/components/admin/ExportCsvLink#ExportCsvLink": ExportCsvLink_7ba9c947fd3118eaeb6daef65161bab5,
  "@/components/admin/MarkSpamButton#MarkSpamButton": MarkSpamButton_ee3545d7a65198e09c01c2f00ae7929d,
  "@/components/admin/OfficeDocumentTimes#OfficeDocumentTimes": OfficeDocumentTimes_34db0936d84e47990ecbc0c625b95c8b,
  "@/components/admin/OfficeTimeField#OfficeTimeField": OfficeTimeField_a14c35ba7ebc656e90b384c16b3276d6,
  "@/components/admin/SlugFromTitle#SlugFromTitle": SlugFromTitle_f372103048deb22b400cf2ce4ee41cd1,
  "@/components/admin/YesNoCell#YesNoCell": YesNoCell_93cbdbe04b9517ce5a0059dffb93f803,
  "@/components/admin/PublishButton#PublishButton": PublishButton_96a5e1718d4fe0933252dd99ab1f48e4,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/components/admin/AccountSecurity#AccountSecurity": AccountSecurity_1f868785c73dc3034c67564a0967fa62,
  "@/components/admin/SecondFactorCell#SecondFactorCell": SecondFactorCell_5902233d791d0a3c92e8ead7533b5370,
  "@/components/admin/RemoveStaff#RemoveStaff": RemoveStaff_0ff0aa155d43554994466d7dff98e71e,
  "@/components/admin/SkipToFirstLead#SkipToFirstLead": SkipToFirstLead_5ab8229d3e9af40b0a72cc68cf3aade2,
  "@/components/admin/StaffBanner#StaffBanner": StaffBanner_38069c2c00d3bfe5375d49fadff579e3,
  "@/components/admin/NamedControls#NamedControls": NamedControls_895d46752ea73cb09e02677b3fa3c48f,
  "@/components/admin/OpenNav#OpenNav": OpenNav_7af63f74d32a3b5689522a92184a1695,
  "@/components/admin/Brand#AdminIcon": AdminIcon_066c562e10ad4e70ff0de1a39f9b91f6,
  "@/components/admin/Brand#AdminLogo": AdminLogo_066c562e10ad4e70ff0de1a39f9b91f6,
  "@/components/admin/PasskeySignIn#PasskeySignIn": PasskeySignIn_0d873afc5f622485cd9c898a110cf3d3,
  "@/components/admin/StaffDashboard#StaffDashboard": StaffDashboard_cb9475bf7baae3741e3cda2b9fa888e2,
  "@/components/admin/SecondFactorStep#SecondFactorStep": SecondFactorStep_47e32e6820bc2a55bbaf4affbbd513fb,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
