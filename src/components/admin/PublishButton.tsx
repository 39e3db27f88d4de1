'use client'

import { PublishButton as PayloadPublishButton, useDocumentInfo } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * Payload's Publish button. Its schedule drawer preselects "Unpublish" unless drafts newer than the published version
 * are counted, and Payload counts none for a document never published: its draft is all unpublished, so it counts one.
 */
export function PublishButton() {
  const { hasPublishedDoc, unpublishedVersionCount, setUnpublishedVersionCount } = useDocumentInfo()
  useEffect(() => {
    if (!hasPublishedDoc && unpublishedVersionCount === 0) setUnpublishedVersionCount(1)
  }, [hasPublishedDoc, unpublishedVersionCount, setUnpublishedVersionCount])
  return <PayloadPublishButton />
}
