import Foundation

/// The words of the article example, written for Morph (CC0).
enum ArticleText {
    static let title = "Liftoff"
    static let subtitle = "A morning at the launch site"
    static let byline = "By the Morph team · 6 min read"

    static let lead = "The countdown clock reads ten minutes, and nobody on the causeway is looking at it. They are looking at the rocket: white, upright, venting thin ribbons of vapour into a sky that has not quite decided to be blue."

    static let beforeCoffee = [
        "Launch mornings start early. The road to the viewing site opens at four, and by five the car park is full of people who have driven through the night with flasks, folding chairs and children wrapped in blankets. Someone has brought a radio tuned to the launch commentary, and the small crowd around it grows as the sky lightens.",
        "From here the pad is eleven kilometres away, which is close enough to see the rocket and far enough that the sound will arrive half a minute after the light. Old hands tell the newcomers to watch first and listen second. Nobody believes them until it happens.",
    ]

    static let coffeeCaption = "The first coffee of the morning, long before the first light."

    static let beforeAstronaut = [
        "The weather officer has the final word. Upper winds were too strong yesterday; today they are calm, and the cloud over the pad has thinned to a few harmless wisps. At T minus six minutes the commentary turns to a list of systems and the single word that follows each one: go.",
        "People who have flown describe the minutes before launch as oddly quiet. The work is done, the checklists are closed, and there is nothing left to do but breathe. The crew of the first shuttle missions said that the hardest part was lying on their backs for hours, listening to the machine wake up around them.",
    ]

    static let astronautCaption = "Eileen Collins, the first woman to pilot and then to command a Space Shuttle."

    static let beforeCarousel = [
        "At T minus ten seconds the crowd counts along. The engines light a moment before zero, and for a heartbeat the rocket sits on a cushion of flame, held down by clamps while its engines come up to full thrust. Then the clamps let go, and it climbs.",
        "It rises slowly at first, almost politely, and then all at once. By the time the sound reaches the causeway — a crackling roar that you feel in your chest more than hear — the rocket is already a bright point leaning east over the ocean.",
        "Two and a half minutes later the first stage separates, a tiny spark against the blue, and the crowd cheers again for something it can barely see. Then the car park empties as quickly as it filled. Somewhere above the clouds the payload is on its way to a point a million and a half kilometres from here, where it will look back at the whole sunlit Earth at once.",
    ]

    static let carouselHeading = "From the day"

    static let afterCarousel = [
        "On the drive home the radio plays the mission feed until it fades into static. The cat is waiting at the door, unimpressed.",
    ]

    static let footer = "Photos: SpaceX (public domain), NASA (public domain), Rachel Michetti (CC0) and Stefan van der Walt (CC0), as shipped with scikit-image."

    /// The carousel's cards: a photo file of the photo-grid resources and its caption.
    static let cards: [(file: String, caption: String)] = [
        ("rocket", "Falcon 9 carrying DSCOVR"),
        ("astronaut", "Commander Collins"),
        ("coffee", "Fuel for the crowd"),
        ("chelsea", "Waiting at home"),
    ]
}
