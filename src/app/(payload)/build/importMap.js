import { ExportCsvLink as ExportCsvLink_7ba9c947fd3118eaeb6daef65161bab5 } from '@/components/admin/ExportCsvLink'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/components/admin/ExportCsvLink#ExportCsvLink": ExportCsvLink_7ba9c947fd3118eaeb6daef65161bab5,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
